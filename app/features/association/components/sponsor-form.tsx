import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { CancelOrSubmit, Field, FormError, SelectField } from "~/components/ui/field";
import { parseWith } from "~/lib/form";
import { usePath, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import { SPONSOR_TIERS, sponsorFormSchema } from "../sponsors/rules";

export type SponsorFormValues = {
  name: string;
  link: string;
  tier: string;
  activeFrom: string;
  activeTo: string;
  image: string;
};

export const emptySponsor: SponsorFormValues = {
  name: "",
  link: "",
  tier: "gold",
  activeFrom: "",
  activeTo: "",
  image: "",
};

/** A logo's address is kept as typed: no stock-photo page to turn into an image link. */
const asTyped = (url: string) => url;

/** One page for adding and editing a sponsor; the logo comes through the upload picker. */
export function SponsorForm({
  mode,
  values,
  errors: serverErrors,
}: {
  mode: "create" | "edit";
  values: SponsorFormValues;
  errors?: Record<string, string>;
}) {
  const m = useTexts(sponsorsMessages);
  const t = m.form;
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (form) => parseWith(sponsorFormSchema(m.validation), form),
    serverErrors,
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="max-w-2xl space-y-5"
    >
      <FormError message={errors.form} />
      <Field
        name="name"
        label={t.name}
        hint={t.nameHint}
        autoComplete="off"
        defaultValue={values.name}
        error={errors.name}
        required
      />
      <Field
        name="link"
        type="url"
        inputMode="url"
        label={t.link}
        hint={t.linkHint}
        autoComplete="off"
        defaultValue={values.link}
        error={errors.link}
      />
      <SelectField name="tier" label={t.tier} defaultValue={values.tier} error={errors.tier}>
        {SPONSOR_TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {m.section.tiers[tier]}
          </option>
        ))}
      </SelectField>
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t.datesHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["activeFrom", "activeTo"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              type="date"
              label={t[name]}
              defaultValue={values[name]}
              error={errors[name]}
            />
          ))}
        </div>
      </div>
      <ImagePicker
        defaultValue={values.image}
        previewAlt={values.name}
        rewriteUrl={asTyped}
        error={errors.image}
      />
      <CancelOrSubmit
        cancelTo={path("/admin/sponsors")}
        cancel={t.cancel}
        submit={mode === "create" ? t.create : t.save}
        busy={busy}
        busyLabel={t.saving}
      />
    </Form>
  );
}
