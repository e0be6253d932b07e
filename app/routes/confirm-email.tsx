import { data, Form, href, useNavigation, useSearchParams } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import { confirmEmailSchema } from "~/features/accounts";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { confirmEmail, getUser, withAuth } from "~/features/accounts/index.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountsMessages, (m) => m.confirmEmail, { noindex: true });

/**
 * The link of the e-mail that confirms an account's address (decision 040): the page shows a button, and
 * only its POST confirms (docs/security.md #34).
 */
export async function action(args: Route.ActionArgs) {
  const app = withAuth(args.context);
  const parsed = parseWith(confirmEmailSchema, await readForm(args.request));
  if (!parsed.ok || !(await confirmEmail(app, parsed.data.token)))
    return data({ invalid: true }, { status: 400 });
  const signedIn = await getUser(args);
  const next = signedIn ? href("/account/data") : href("/signin");
  const t = getTexts(args.context, accountsMessages).toast;
  return redirectWithToast(app.config, pathFor(args.context, next), t.emailConfirmed);
}

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const t = useTexts(accountsMessages).confirmEmail;
  const path = usePath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const busy = useNavigation().state === "submitting";
  const invalid = !token || actionData?.invalid;
  return (
    <AuthCard title={t.title} intro={invalid ? undefined : t.intro}>
      {invalid ? (
        <>
          <FormError message={t.invalidLink} />
          <p className="mt-6">
            <TextLink to={path(href("/account/data"))}>{t.myData}</TextLink>
          </p>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={busy}>{t.submit}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
