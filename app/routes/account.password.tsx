import { data, Form, href, useNavigation } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { changePasswordSchema } from "~/features/accounts";
import { NewPasswordFields, PasswordField } from "~/features/accounts/components/password-fields";
import { changePassword, pagePath, requireUser, withAuth } from "~/features/accounts/index.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountMessages } from "~/texts/pages/account";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/account.password";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountMessages, (m) => m.password, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const t = getTexts(args.context, accountsMessages);
  const parsed = parseWith(changePasswordSchema(t.validation), await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const result = await changePassword(
    app,
    { user, page: pagePath(args) },
    { ...parsed.data, headers: args.request.headers },
  );
  const toasts = getTexts(args.context, accountMessages).toast;
  if (!result.ok) {
    if (result.reason === "throttled")
      return data({ errors: { form: toasts.throttled.description } }, { status: 429 });
    return data({ errors: { currentPassword: t.validation.wrongPassword } }, { status: 400 });
  }
  return redirectWithToast(app.config, pathFor(args.context, href("/account")), toasts.passwordChanged, {
    headers: result.headers,
  });
}

export default function AccountPassword({ actionData }: Route.ComponentProps) {
  const messages = useTexts(accountMessages);
  const t = messages.password;
  const m = useTexts(accountsMessages);
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(changePasswordSchema(m.validation), values),
    actionData?.errors,
  );
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageHeader
        title={t.title}
        intro={t.intro}
        back={{ to: path(href("/account")), label: messages.back }}
      />
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <FormError message={errors.form} />
        <PasswordField
          name="currentPassword"
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <NewPasswordFields labels={t} errors={errors} />
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </section>
  );
}
