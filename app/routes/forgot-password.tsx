import { data } from "react-router";
import { Field } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { forgotPasswordSchema } from "~/features/accounts";
import { AuthCard, AuthForm } from "~/features/accounts/components/auth-card";
import { clientAddress, requestPasswordReset } from "~/features/accounts/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) => metaFor(args, accountsMessages, (m) => m.forgot);

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseWith(
    forgotPasswordSchema(getTexts(context, accountsMessages).validation),
    await readForm(request),
  );
  if (!parsed.ok) return data({ sent: false, errors: parsed.errors }, { status: 400 });
  const result = await requestPasswordReset(context.get(appContext), {
    email: parsed.data.email,
    client: clientAddress(request),
  });
  if (!result.ok) {
    return data(
      { sent: false, errors: { form: getTexts(context, accountsMessages).forgot.throttled } },
      { status: 429 },
    );
  }
  return { sent: true, errors: {} };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const t = m.forgot;
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(forgotPasswordSchema(m.validation), values),
    actionData?.errors,
  );
  const backToSignIn = <TextLink to={path("/signin")}>{t.back}</TextLink>;

  if (actionData?.sent) {
    return (
      <AuthCard title={t.sentTitle}>
        <p role="status" className="text-slate-700">
          {t.sent}
        </p>
        <p className="mt-6">{backToSignIn}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} intro={t.intro} footer={backToSignIn}>
      <AuthForm onSubmit={onSubmit} error={errors.form} submit={t.submit}>
        <Field name="email" type="email" label={t.email} autoComplete="email" error={errors.email} required />
      </AuthForm>
    </AuthCard>
  );
}
