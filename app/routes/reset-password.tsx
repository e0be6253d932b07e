import { data, useSearchParams } from "react-router";
import { FormError } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { resetPasswordSchema } from "~/features/accounts";
import { AuthCard, AuthForm } from "~/features/accounts/components/auth-card";
import { NewPasswordFields } from "~/features/accounts/components/password-fields";
import { resetPassword, withAuth } from "~/features/accounts/index.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountsMessages, (m) => m.reset, { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const app = withAuth(context);
  const t = getTexts(context, accountsMessages);
  const parsed = parseWith(resetPasswordSchema(t.validation), await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const done = await resetPassword(app, parsed.data.token, parsed.data.password);
  if (!done) return data({ errors: { form: t.reset.invalidLink } }, { status: 400 });
  return redirectWithToast(app.config, pathFor(context, "/signin"), t.toast.passwordReset);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const t = m.reset;
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(resetPasswordSchema(m.validation), values),
    actionData?.errors,
  );

  return (
    <AuthCard title={t.title}>
      {token ? (
        <AuthForm onSubmit={onSubmit} error={errors.form ?? errors.token} submit={t.submit}>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields labels={t} errors={errors} />
        </AuthForm>
      ) : (
        <FormError message={t.invalidLink} />
      )}
      {errors.form || !token ? (
        <p className="mt-6">
          <TextLink to={path("/forgot-password")}>{t.askAgain}</TextLink>
        </p>
      ) : null}
    </AuthCard>
  );
}
