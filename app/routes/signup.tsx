import { data, redirect } from "react-router";
import { ProofOfWork } from "~/components/proof-of-work";
import { Field } from "~/components/ui/field";
import { parseSignUp, safeRedirect } from "~/features/accounts";
import { AuthCard, AuthForm } from "~/features/accounts/components/auth-card";
import { NewPasswordFields } from "~/features/accounts/components/password-fields";
import { SwitchPage, useCredentialsForm } from "~/features/accounts/components/use-credentials-form";
import { clientAddress, getUser, signUp, withAuth } from "~/features/accounts/index.server";
import { readForm } from "~/lib/form.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { PROOF_FIELD } from "~/lib/limits";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, refuseForm } from "~/lib/toast.server";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) => metaFor(args, accountsMessages, (m) => m.signUp);

export async function loader(args: Route.LoaderArgs) {
  if (await getUser(args)) throw redirect(pathFor(args.context, "/"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = withAuth(context);
  const t = getTexts(context, accountsMessages);
  const form = await readForm(request);
  const parsed = parseSignUp(form, t.validation);
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
    proof: form[PROOF_FIELD],
  });
  if (!result.ok) {
    // Past the network's budget: the form asks the browser for a proof of work (decision 039).
    const { challenge, retryAt } = result;
    return data({ errors: {}, challenge, retryAt }, { status: 429 });
  }
  const { headers } = result;
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), pathFor(context, "/"));
  return redirectWithToast(app.config, to, t.toast.signupSuccess, { headers });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { m, errors, onSubmit } = useCredentialsForm(parseSignUp, actionData);
  const t = m.signUp;
  const footer = <SwitchPage text={t.haveAccount} link={t.signInLink} page="/signin" />;

  return (
    <AuthCard title={t.title} intro={t.intro} footer={footer}>
      <AuthForm onSubmit={onSubmit} error={errors.form} submit={t.submit} busyLabel={t.submitting}>
        <Field name="name" label={t.name} autoComplete="name" error={errors.name} required />
        <Field name="email" type="email" label={t.email} autoComplete="email" error={errors.email} required />
        <NewPasswordFields labels={t} errors={errors} />
        {actionData && "challenge" in actionData ? (
          <ProofOfWork challenge={actionData.challenge} retryAt={actionData.retryAt} />
        ) : null}
      </AuthForm>
    </AuthCard>
  );
}
