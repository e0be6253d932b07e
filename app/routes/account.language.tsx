import { data, Form, href, useNavigation } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { languageSchema } from "~/features/accounts";
import {
  accountLanguage,
  changeAccountLanguage,
  pagePath,
  requireUser,
} from "~/features/accounts/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts, locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountDataMessages } from "~/texts/pages/account-data";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/account.language";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountsMessages, (m) => m.language, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { locale: await accountLanguage(args.context.get(appContext), user.id) };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = args.context.get(appContext);
  const t = getTexts(args.context, accountsMessages);
  const parsed = parseWith(languageSchema(t.validation), await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const { locale } = parsed.data;
  await changeAccountLanguage(app, { userId: user.id, page: pagePath(args) }, locale);
  // The page, and the toast on it, in the language just chosen.
  return redirectWithToast(
    app.config,
    localePath(locale, "/account/language"),
    accountsMessages[locale].toast.languageUpdated,
  );
}

export default function AccountLanguage({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(accountsMessages);
  const t = m.language;
  const busy = useNavigation().state === "submitting";
  const path = usePath();
  const dataLink = useTexts(accountDataMessages).link;
  const error = actionData?.errors.locale ?? actionData?.errors.form;
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={<TextLink to={path(href("/account/data"))}>{dataLink}</TextLink>}
      />
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={error} />
        <fieldset>
          <legend className="font-semibold">{t.legend}</legend>
          <div className="mt-2 space-y-2">
            {locales.map((locale) => (
              <label key={locale} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  defaultChecked={loaderData.locale === locale}
                  className="size-4 accent-red-700"
                />
                {t[locale]}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </section>
  );
}
