import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { useActionToast } from "~/components/ui/use-action-toast";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { PasswordField } from "~/features/accounts/components/password-fields";
import { clientAddress, getUser } from "~/features/accounts/guards.server";
import { parseSignIn, SIGN_IN_WINDOW_MS, safeRedirect } from "~/features/accounts/rules";
import { signIn } from "~/features/accounts/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { accountsMessages } from "~/lib/i18n/pages/accounts";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = (args) => metaFor(args, accountsMessages, (m) => m.signIn);

export async function loader(args: Route.LoaderArgs) {
  if (await getUser(args)) throw redirect(pathFor(args.context, "/"));
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const app = context.get(appContext);
  const t = getTexts(context, accountsMessages);
  const form = await readForm(request);
  const parsed = parseSignIn(form, t.validation);
  if (!parsed.ok) {
    const description = parsed.errors.form ?? t.toast.loginFailed.description;
    return data(
      {
        errors: parsed.errors,
        toast: { ...t.toast.loginFailed, description, variant: "destructive" as const },
      },
      { status: 400 },
    );
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
    return data(
      {
        errors: { form: message },
        toast: { ...t.toast.loginFailed, description: message, variant: "destructive" as const },
      },
      { status: result.reason === "throttled" ? 429 : 401 },
    );
  }
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), pathFor(args.context, "/"));
  return redirectWithToast(app.config, to, t.toast.loginSuccess, { headers: result.headers });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const t = m.signIn;
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseSignIn(values, m.validation),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);
  const signUpHref = path(searchParams.has("redirectTo") ? `/signup?${searchParams}` : "/signup");

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError message={errors.form} />
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
        <SubmitButton busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t.noAccount} <TextLink to={signUpHref}>{t.signUpLink}</TextLink>
      </p>
    </AuthCard>
  );
}
