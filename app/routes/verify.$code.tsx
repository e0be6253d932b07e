import { data } from "react-router";
import { Detail } from "~/components/ui/detail";
import { Standing } from "~/features/memberships/components/card";
import { loadVerification } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { memberCardMessages } from "~/texts/pages/member-card";
import type { Route } from "./+types/verify.$code";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, memberCardMessages, (m) => m.verify.metaTitle, {});

/**
 * The address in a member card's QR code, public: the member's name, type, season and standing today,
 * nothing else. A malformed or tampered code gets the 404 page (decision 031).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadVerification(context.get(appContext), params.code, getLocale(context), new Date());
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(memberCardMessages);
  const when = useFormat();
  const { member, today } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t.verify.title}</h1>
      <p className="mt-3 text-slate-700">{format(t.verify.intro, { date: when.day(today) })}</p>
      <dl className="mt-6 grid gap-3 rounded-xl border border-slate-200 p-6">
        <Detail term={t.verify.name} className="text-xl font-bold">
          {member.name}
        </Detail>
        {member.type ? <Detail term={t.verify.type}>{member.type}</Detail> : null}
        {member.season ? <Detail term={t.verify.season}>{member.season}</Detail> : null}
        <Detail term={t.verify.standing}>
          <Standing standing={member.standing} />
        </Detail>
      </dl>
    </section>
  );
}
