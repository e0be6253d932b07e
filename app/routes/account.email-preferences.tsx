import { Form, href, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Panel } from "~/components/ui/panel";
import { TextLink } from "~/components/ui/text-link";
import { accountLanguage, requireUser } from "~/features/accounts/index.server";
import { CONSENT_LISTS, preferenceSchema } from "~/features/consent";
import { emailPreferences, setEmailPreference } from "~/features/consent/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountMessages } from "~/texts/pages/account";
import { consentMessages } from "~/texts/pages/consent";
import type { Route } from "./+types/account.email-preferences";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, consentMessages, (m) => m.preferences, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const receives = await emailPreferences(args.context.get(appContext).db, user.email);
  return { email: user.email, emailConfirmed: user.emailVerified, receives };
}

/**
 * One switch: the list on or off for the account's address, recorded as given or withdrawn on the account
 * page. An address not yet confirmed changes nothing (the lists go only to proven addresses).
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = args.context.get(appContext);
  const t = getTexts(args.context, consentMessages).preferences;
  const back = pathFor(args.context, href("/account/email-preferences"));
  const parsed = preferenceSchema.safeParse(await readForm(args.request));
  if (!parsed.success || !user.emailVerified)
    return redirectWithToast(app.config, back, { ...t.invalid, variant: "destructive" });
  const locale = await accountLanguage(app, user.id);
  await setEmailPreference(
    app,
    { email: user.email, locale, list: parsed.data.list, receive: parsed.data.receive },
    new Date(),
  );
  return redirectWithToast(app.config, back, t.saved);
}

export default function AccountEmailPreferences({ loaderData }: Route.ComponentProps) {
  const t = useTexts(consentMessages).preferences;
  const account = useTexts(accountMessages).overview;
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-2xl space-y-8 px-4 py-12">
      <PageHeader
        title={t.title}
        intro={format(t.intro, { email: loaderData.email })}
        actions={<TextLink to={path(href("/account"))}>{account.title}</TextLink>}
      />
      {loaderData.emailConfirmed ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">{t.unconfirmed}</p>
      )}
      <ul className="space-y-4">
        {CONSENT_LISTS.map((list) => {
          const on = loaderData.receives[list];
          const { name, description } = t.lists[list];
          return (
            <li key={list} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xl font-bold">{name}</h2>
              <p className="mt-1 text-slate-700">{description}</p>
              <p className="mt-2 font-semibold" data-list-state={list}>
                {on ? t.receiving : t.notReceiving}
              </p>
              {loaderData.emailConfirmed ? (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="list" value={list} />
                  <input type="hidden" name="receive" value={on ? "off" : "on"} />
                  <Button type="submit" variant={on ? "secondary" : "primary"} disabled={busy}>
                    {format(on ? t.turnOff : t.turnOn, { list: name })}
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Panel id="required" heading={t.requiredTitle} tone="muted">
        <p className="mt-2 text-slate-700">{t.requiredIntro}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          {t.required.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
