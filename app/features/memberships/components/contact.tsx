import { Form, useNavigation } from "react-router";
import { Field, FormError, labelClass, SubmitButton } from "~/components/ui/field";
import { memberContactSchema } from "~/features/memberships/people/rules";
import { parseWith } from "~/lib/form";
import { PROVINCE_CODES, PROVINCES } from "~/lib/provinces";
import { useLocale, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { membershipsMessages } from "~/texts/pages/memberships";

/** The address, phone and emergency contact a guardian may correct, with the join form's labels and rules. */
export function MemberContactForm({
  values,
  errors: serverErrors,
  submit,
}: {
  values: Record<string, string>;
  errors?: Record<string, string>;
  submit: string;
}) {
  const m = useTexts(membershipsMessages);
  const t = m.join;
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (sent) => parseWith(memberContactSchema(m), sent),
    serverErrors,
  );
  const field = (name: string, label: string, extra: Record<string, string> = {}) => (
    <Field name={name} label={label} defaultValue={values[name]} error={errors[name]} required {...extra} />
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
      <FormError message={errors.form} />
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t.person}</legend>
        {field("address", t.address, { autoComplete: "street-address" })}
        <div className="grid gap-4 sm:grid-cols-3">
          {field("city", t.city, { autoComplete: "address-level2" })}
          <div>
            <label htmlFor="province" className={labelClass}>
              {t.province}
            </label>
            <select
              id="province"
              name="province"
              defaultValue={values.province}
              aria-invalid={errors.province ? true : undefined}
              aria-describedby={errors.province ? "province-error" : undefined}
              className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${errors.province ? "border-red-700" : "border-slate-400"}`}
            >
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCES[code][locale]}
                </option>
              ))}
            </select>
            {errors.province ? (
              <p id="province-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.province}
              </p>
            ) : null}
          </div>
          {field("postalCode", t.postalCode, { autoComplete: "postal-code" })}
        </div>
        {field("phone", t.phone, { type: "tel", autoComplete: "tel" })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t.emergency}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("emergencyName", t.emergencyName)}
          {field("emergencyPhone", t.emergencyPhone, { type: "tel" })}
        </div>
      </fieldset>
      <SubmitButton busy={busy}>{submit}</SubmitButton>
    </Form>
  );
}
