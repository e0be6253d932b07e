import { data, Form, useNavigation } from "react-router";
import { Field, SubmitButton, TextAreaField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { PAYMENT_DAYS, PAYMENT_SETTINGS_MAX, paymentSettingsSchema } from "~/features/orders";
import { loadPaymentSettings, savePaymentSettings } from "~/features/orders/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { EMAIL_MAX } from "~/lib/text-limits";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { ordersAdminMessages } from "~/texts/pages/orders-admin";
import type { Route } from "./+types/admin.payments";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, ordersAdminMessages, (m) => m.settings, { noindex: true });

const FIELDS = [
  "etransferEmail",
  "etransferName",
  "etransferNote",
  "paymentDays",
  "inPersonEnabled",
  "inPersonNote",
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return { settings: await loadPaymentSettings(db, config) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, ordersAdminMessages).settings;
  const form = await readForm(request);
  const parsed = parseWith(paymentSettingsSchema(t.validation), form);
  if (!parsed.ok) {
    // What was typed, to show it again beside the errors (only the form's own fields).
    const values = Object.fromEntries(FIELDS.map((name) => [name, form[name] ?? ""]));
    return data({ errors: parsed.errors, values }, { status: 400 });
  }
  await savePaymentSettings(app.db, parsed.data);
  return redirectWithToast(app.config, pathFor(context, "/admin/payments"), t.saved);
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(ordersAdminMessages).settings;
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(paymentSettingsSchema(t.validation), values),
    actionData?.errors,
  );
  const { settings } = loaderData;
  const typed = actionData?.values;
  const value = (name: Exclude<(typeof FIELDS)[number], "inPersonEnabled">) =>
    typed ? typed[name] : String(settings[name]);
  return (
    <section className="max-w-2xl">
      <PageHeader title={t.title} intro={t.intro} />
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-8">
        <fieldset className="space-y-4">
          <legend className="text-xl font-semibold">{t.etransfer}</legend>
          <Field
            name="etransferEmail"
            label={t.etransferEmail}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX}
            defaultValue={value("etransferEmail")}
            error={errors.etransferEmail}
          />
          <Field
            name="etransferName"
            label={t.etransferName}
            maxLength={PAYMENT_SETTINGS_MAX.name}
            defaultValue={value("etransferName")}
            error={errors.etransferName}
          />
          <div>
            <TextAreaField
              name="etransferNote"
              label={t.etransferNote}
              rows={3}
              maxLength={PAYMENT_SETTINGS_MAX.note}
              defaultValue={value("etransferNote")}
              error={errors.etransferNote}
              hint={t.etransferNoteHint}
            />
          </div>
          <div>
            <Field
              name="paymentDays"
              label={t.paymentDays}
              type="number"
              inputMode="numeric"
              min={PAYMENT_DAYS.min}
              max={PAYMENT_DAYS.max}
              className="max-w-40"
              defaultValue={value("paymentDays")}
              error={errors.paymentDays}
              hint={t.paymentDaysHint}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-xl font-semibold">{t.inPerson}</legend>
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              name="inPersonEnabled"
              defaultChecked={typed ? typed.inPersonEnabled === "on" : settings.inPersonEnabled}
              className="size-4 accent-red-700"
            />
            {t.inPersonEnabled}
          </label>
          <TextAreaField
            name="inPersonNote"
            label={t.inPersonNote}
            rows={3}
            maxLength={PAYMENT_SETTINGS_MAX.note}
            defaultValue={value("inPersonNote")}
            error={errors.inPersonNote}
          />
        </fieldset>
        <div className="max-w-xs">
          <SubmitButton busy={busy}>{t.save}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
