import { Form, href } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { requireUser, resendEmailConfirmation, withAuth } from "~/features/accounts/index.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountDataMessages } from "~/texts/pages/account-data";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/account.data";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountDataMessages, (m) => m.page, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { email: user.email, emailConfirmed: user.emailVerified };
}

/** Sends a new link that confirms the account's address (decision 040). */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const t = getTexts(args.context, accountsMessages).toast;
  const outcome = await resendEmailConfirmation(app, user, args.request.headers);
  const back = pathFor(args.context, href("/account/data"));
  if (outcome === "throttled")
    return redirectWithToast(app.config, back, { ...t.confirmationThrottled, variant: "destructive" });
  return redirectWithToast(app.config, back, outcome === "sent" ? t.confirmationSent : t.emailConfirmed);
}

/** What the account's data download holds, and the button that downloads it (account.data[.]json.ts). */
export default function AccountData({ loaderData }: Route.ComponentProps) {
  const t = useTexts(accountDataMessages).page;
  const path = usePath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader title={t.title} intro={t.intro} />
      {loaderData.emailConfirmed ? null : (
        <div className="mt-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <h2 className="text-lg font-bold">{t.unconfirmedTitle}</h2>
          <p className="mt-2">{format(t.unconfirmed, { email: loaderData.email })}</p>
          <Form method="post" className="mt-4">
            <Button type="submit" variant="secondary">
              {t.resend}
            </Button>
          </Form>
        </div>
      )}
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
