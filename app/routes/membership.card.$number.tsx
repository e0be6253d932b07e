import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/index.server";
import { MemberCard } from "~/features/memberships/components/card";
import { loadMemberCard } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { memberCardMessages } from "~/texts/pages/member-card";
import type { Route } from "./+types/membership.card.$number";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(
    args,
    memberCardMessages,
    (m) => m.card.metaTitle,
    args.loaderData && { number: args.loaderData.card.number },
  );

/**
 * A member's printable card, for the account that manages the member or an administrator; anyone else
 * gets the 404 page, exactly as for a number nobody holds (docs/security.md #2).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const card = await loadMemberCard(
    args.context.get(appContext),
    user,
    args.params.number,
    getLocale(args.context),
    new Date(),
  );
  if (!card) throw data(null, { status: 404 });
  return { card };
}

export default function MemberCardPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(memberCardMessages).card;
  const path = usePath();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 print:p-0">
      <div className="print:hidden">
        <PageHeader title={t.title} back={{ to: path("/membership"), label: t.back }} />
      </div>
      <MemberCard card={loaderData.card} />
    </section>
  );
}
