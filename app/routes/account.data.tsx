import { href } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { requireUser } from "~/features/accounts/guards.server";
import { accountDataMessages } from "~/lib/i18n/pages/account-data";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/account.data";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountDataMessages, (m) => m.page, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

/** What the account's data download holds, and the button that downloads it (account.data[.]json.ts). */
export default function AccountData() {
  const t = useTexts(accountDataMessages).page;
  const path = usePath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader title={t.title} intro={t.intro} />
      <h2 className="mt-8 text-xl font-bold">{t.includedTitle}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {t.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">{t.formatTitle}</h2>
      <p className="mt-3 text-slate-800">{t.format}</p>
      <p className="mt-3 text-slate-800">{t.notIncluded}</p>
      <div className="mt-8 flex flex-wrap items-center gap-6">
        <a href={path(href("/account/data.json"))} download className={buttonClass()}>
          {t.download}
        </a>
        <TextLink to={path(href("/privacy"))}>{t.privacy}</TextLink>
      </div>
    </section>
  );
}
