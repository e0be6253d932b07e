import { Form, useNavigation } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/ui/field";
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
          <SelectField
            name="province"
            label={t.province}
            error={errors.province}
            required
            autoComplete="address-level1"
            defaultValue={values.province}
          >
            {PROVINCE_CODES.map((code) => (
              <option key={code} value={code}>
                {PROVINCES[code][locale]}
              </option>
            ))}
          </SelectField>
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
