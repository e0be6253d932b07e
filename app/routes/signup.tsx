import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { useActionToast } from "~/components/ui/use-action-toast";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { NewPasswordFields } from "~/features/accounts/components/password-fields";
import { clientAddress, getUser } from "~/features/accounts/guards.server";
import { parseSignUp, safeRedirect } from "~/features/accounts/rules";
import { signUp } from "~/features/accounts/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { accountsMessages } from "~/lib/i18n/pages/accounts";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
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
    return data(
      {
        errors: parsed.errors,
        toast: { ...t.toast.signupFailed, description, variant: "destructive" as const },
      },
      { status: 400 },
    );
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
    return data(
      {
        errors: { form: description },
        toast: { ...t.toast.signupFailed, description, variant: "destructive" as const },
      },
      { status: 429 },
    );
  }
  const { headers } = result;
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), pathFor(context, "/"));
  return redirectWithToast(app.config, to, t.toast.signupSuccess, { headers });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const t = m.signUp;
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseSignUp(values, m.validation),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);
  const signInHref = path(searchParams.has("redirectTo") ? `/signin?${searchParams}` : "/signin");

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
        {t.haveAccount} <TextLink to={signInHref}>{t.signInLink}</TextLink>
      </p>
    </AuthCard>
  );
}
