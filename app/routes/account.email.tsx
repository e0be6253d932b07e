import { data, Form, href, useNavigation } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { changeEmailSchema } from "~/features/accounts";
import { PasswordField } from "~/features/accounts/components/password-fields";
import { pagePath, requestEmailChange, requireUser, withAuth } from "~/features/accounts/index.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountMessages } from "~/texts/pages/account";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/account.email";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountMessages, (m) => m.email, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { email: user.email };
}

/** Sends the link that moves the account to the new address (decision 052); the address changes on its POST. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const t = getTexts(args.context, accountsMessages);
  const parsed = parseWith(changeEmailSchema(t.validation), await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const result = await requestEmailChange(
    app,
    { user, page: pagePath(args) },
    { ...parsed.data, headers: args.request.headers },
  );
  const page = getTexts(args.context, accountMessages);
  if (!result.ok) {
    if (result.reason === "throttled")
      return data({ errors: { form: page.toast.throttled.description } }, { status: 429 });
    if (result.reason === "same-address")
      return data({ errors: { email: page.email.sameAddress } }, { status: 400 });
    return data({ errors: { currentPassword: t.validation.wrongPassword } }, { status: 400 });
  }
  return redirectWithToast(app.config, pathFor(args.context, href("/account")), page.toast.linkSent);
}

export default function AccountEmail({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(accountMessages);
  const t = messages.email;
  const m = useTexts(accountsMessages);
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(changeEmailSchema(m.validation), values),
    actionData?.errors,
  );
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageHeader
        title={t.title}
        intro={format(t.intro, { email: loaderData.email })}
        back={{ to: path(href("/account")), label: messages.back }}
      />
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <FormError message={errors.form} />
        <Field name="email" type="email" label={t.email} autoComplete="email" error={errors.email} required />
        <PasswordField
          name="currentPassword"
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </section>
  );
}
