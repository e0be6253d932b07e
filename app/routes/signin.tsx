import { redirect } from "react-router";
import { Field } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { parseSignIn, SIGN_IN_WINDOW_MS, safeRedirect } from "~/features/accounts";
import { AuthCard, AuthForm } from "~/features/accounts/components/auth-card";
import { PasswordField } from "~/features/accounts/components/password-fields";
import { SwitchPage, useCredentialsForm } from "~/features/accounts/components/use-credentials-form";
import { clientAddress, getUser, signIn, withAuth } from "~/features/accounts/index.server";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, refuseForm } from "~/lib/toast.server";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = (args) => metaFor(args, accountsMessages, (m) => m.signIn);

export async function loader(args: Route.LoaderArgs) {
  if (await getUser(args)) throw redirect(pathFor(args.context, "/"));
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const app = withAuth(context);
  const t = getTexts(context, accountsMessages);
  const form = await readForm(request);
  const parsed = parseSignIn(form, t.validation);
  if (!parsed.ok) {
    const description = parsed.errors.form ?? t.toast.loginFailed.description;
    return refuseForm(parsed.errors, { ...t.toast.loginFailed, description }, 400);
  }
  const result = await signIn(app, {
    ...parsed.data,
    client: clientAddress(request),
    headers: request.headers,
  });
  if (!result.ok) {
    const message =
      result.reason === "throttled"
        ? format(t.toast.throttled, { minutes: SIGN_IN_WINDOW_MS / 60_000 })
        : t.toast.invalidCredentials;
    const status = result.reason === "throttled" ? 429 : 401;
    return refuseForm({ form: message }, { ...t.toast.loginFailed, description: message }, status);
  }
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), pathFor(args.context, "/"));
  return redirectWithToast(app.config, to, t.toast.loginSuccess, { headers: result.headers });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const { m, path, errors, onSubmit } = useCredentialsForm(parseSignIn, actionData);
  const t = m.signIn;
  const footer = <SwitchPage text={t.noAccount} link={t.signUpLink} page="/signup" />;

  return (
    <AuthCard title={t.title} intro={t.intro} footer={footer}>
      <AuthForm onSubmit={onSubmit} error={errors.form} submit={t.submit} busyLabel={t.submitting}>
        <Field name="email" type="email" label={t.email} autoComplete="email" error={errors.email} required />
        <PasswordField
          name="password"
          label={t.password}
          autoComplete="current-password"
          error={errors.password}
        />
        <p className="text-right text-sm">
          <TextLink to={path("/forgot-password")}>{t.forgot}</TextLink>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
