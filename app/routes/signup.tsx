import { Form, redirect } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { NewPasswordFields } from "~/features/accounts/components/password-fields";
import { useCredentialsForm } from "~/features/accounts/components/use-credentials-form";
import { clientAddress, getUser } from "~/features/accounts/guards.server";
import { parseSignUp, safeRedirect } from "~/features/accounts/rules";
import { signUp } from "~/features/accounts/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { accountsMessages } from "~/lib/i18n/pages/accounts";
import { pathFor } from "~/lib/i18n/paths";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, refuseForm } from "~/lib/toast.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) => metaFor(args, accountsMessages, (m) => m.signUp);

export async function loader(args: Route.LoaderArgs) {
  if (await getUser(args)) throw redirect(pathFor(args.context, "/"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, accountsMessages);
  const parsed = parseSignUp(await readForm(request), t.validation);
  if (!parsed.ok) {
    const description = parsed.errors.form ?? t.toast.signupFailed.description;
    return refuseForm(parsed.errors, { ...t.toast.signupFailed, description }, 400);
  }
  const { name, email, password } = parsed.data;
  const result = await signUp(app, {
    name,
    email,
    password,
    client: clientAddress(request),
    headers: request.headers,
    locale: getLocale(context),
  });
  if (!result.ok) {
    const description = t.toast.signupThrottled;
    return refuseForm({ form: description }, { ...t.toast.signupFailed, description }, 429);
  }
  const { headers } = result;
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), pathFor(context, "/"));
  return redirectWithToast(app.config, to, t.toast.signupSuccess, { headers });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { m, busy, errors, onSubmit, keepingRedirect } = useCredentialsForm(parseSignUp, actionData);
  const t = m.signUp;

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError message={errors.form} />
        <Field name="name" label={t.name} autoComplete="name" error={errors.name} required />
        <Field name="email" type="email" label={t.email} autoComplete="email" error={errors.email} required />
        <NewPasswordFields labels={t} errors={errors} />
        <SubmitButton busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t.haveAccount} <TextLink to={keepingRedirect("/signin")}>{t.signInLink}</TextLink>
      </p>
    </AuthCard>
  );
}
