import { href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/index.server";
import { MatchesOfAccount } from "~/features/competitions/components/match-sheet";
import { loadMatchesOfAccount } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { accountMessages } from "~/texts/pages/account";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import type { Route } from "./+types/account.matches";

export const meta: Route.MetaFunction = (args) =>
  metaFor(
    args,
    matchSheetMessages,
    (m) => ({ metaTitle: m.account.title, metaDescription: m.account.intro }),
    { noindex: true },
  );

/** The matches of the teams the account's people coach or manage, each with its sheet's state and link. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db, config } = args.context.get(appContext);
  const matches = await loadMatchesOfAccount(db, user.id, dayIn(new Date(), config.TIME_ZONE));
  return { matches: matches ?? { upcoming: [], recent: [] } };
}

export default function AccountMatches({ loaderData }: Route.ComponentProps) {
  const t = useTexts(matchSheetMessages).account;
  const path = usePath();
  return (
    <section className="mx-auto max-w-2xl space-y-8 px-4 py-12">
      <PageHeader
        title={t.title}
        intro={t.intro}
        back={{ to: path(href("/account")), label: useTexts(accountMessages).overview.title }}
      />
      <MatchesOfAccount matches={loaderData.matches} />
    </section>
  );
}
