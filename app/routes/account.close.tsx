import { data, Form, href, useNavigation } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { closeAccountSchema } from "~/features/accounts";
import { PasswordField } from "~/features/accounts/components/password-fields";
import { closeAccount, pagePath, requireUser, withAuth } from "~/features/accounts/index.server";
import { leaveEventsOfClosingAccount } from "~/features/events/index.server";
import { forgetPeopleOfClosingAccount } from "~/features/memberships/index.server";
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
import type { Route } from "./+types/account.close";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountMessages, (m) => m.close, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

/**
 * Closes the account in this one POST (decision 052). The route hands in the steps of the features above
 * accounts, as it does for the data download: events' (registrations to come, waiting lines) and
 * memberships' (the people's contact details).
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const t = getTexts(args.context, accountsMessages);
  const parsed = parseWith(closeAccountSchema(t.validation), await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const input = { currentPassword: parsed.data.currentPassword, headers: args.request.headers };
  const result = await closeAccount(app, { user, page: pagePath(args) }, input, [
    leaveEventsOfClosingAccount,
    forgetPeopleOfClosingAccount,
  ]);
  const toasts = getTexts(args.context, accountMessages).toast;
  if (!result.ok) {
    if (result.reason === "throttled")
      return data({ errors: { form: toasts.throttled.description } }, { status: 429 });
    return data({ errors: { currentPassword: t.validation.wrongPassword } }, { status: 400 });
  }
  return redirectWithToast(app.config, pathFor(args.context, "/"), toasts.closed, {
    headers: result.headers,
  });
}

export default function AccountClose({ actionData }: Route.ComponentProps) {
  const messages = useTexts(accountMessages);
  const t = messages.close;
  const m = useTexts(accountsMessages);
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(closeAccountSchema(m.validation), values),
    actionData?.errors,
  );
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageHeader title={t.title} back={{ to: path(href("/account")), label: messages.back }} />
      <p className="mt-6 text-slate-800">{t.intro}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        {t.removed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-slate-800">
        {t.again} <TextLink to={path(href("/privacy"))}>{t.privacy}</TextLink>
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <FormError message={errors.form} />
        <div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="understood"
              value="yes"
              required
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? "understood-error" : undefined}
              className="mt-1 size-4 accent-red-700"
            />
            <span>{t.understood}</span>
          </label>
          {errors.understood ? (
            <p id="understood-error" className="mt-1 text-sm text-red-700">
              {errors.understood}
            </p>
          ) : null}
        </div>
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
