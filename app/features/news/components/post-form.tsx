import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { CancelOrSubmit, Field, FormError, SelectField, TextAreaField } from "~/components/ui/field";
import { parseWith } from "~/lib/form";
import { usePath, useSettings, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { newsMessages } from "~/texts/pages/news";
import { type PostFormValues, postFormSchema } from "../rules";

/** The languages' fields, side by side in the form: English, then French. */
const LANGUAGES = [
  { suffix: "", lang: "en" },
  { suffix: "Fr", lang: "fr" },
] as const;

/** Writing a post: its texts in English and French, its moment, draft or published, and an optional picture. */
export function PostForm({
  mode,
  values,
  errors: serverErrors,
}: {
  mode: "create" | "edit";
  values: PostFormValues;
  errors?: Record<string, string>;
}) {
  const m = useTexts(newsMessages);
  const t = m.form;
  const { timeZone } = useSettings();
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (form) => parseWith(postFormSchema(m.validation, timeZone), form),
    serverErrors,
  );
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{mode === "edit" ? t.editTitle : t.newTitle}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="max-w-3xl space-y-5"
      >
        <FormError message={errors.form} />
        {LANGUAGES.map(({ suffix, lang }) => {
          const name = (field: "title" | "summary" | "body") => `${field}${suffix}` as keyof PostFormValues;
          return (
            <fieldset key={lang} lang={lang} className="space-y-5 rounded-md border border-slate-300 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {lang === "en" ? t.english : t.french}
              </legend>
              <Field
                name={name("title")}
                label={suffix ? t.titleFr : t.title}
                defaultValue={values[name("title")]}
                error={errors[name("title")]}
                required
              />
              <TextAreaField
                name={name("summary")}
                label={suffix ? t.summaryFr : t.summary}
                hint={t.summaryHint}
                rows={2}
                defaultValue={values[name("summary")]}
                error={errors[name("summary")]}
                required
              />
              <TextAreaField
                name={name("body")}
                label={suffix ? t.bodyFr : t.body}
                hint={t.bodyHint}
                rows={10}
                defaultValue={values[name("body")]}
                error={errors[name("body")]}
                required
              />
            </fieldset>
          );
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="publishedAt"
            type="datetime-local"
            label={t.publishedAt}
            hint={t.publishedAtHint}
            defaultValue={values.publishedAt}
            error={errors.publishedAt}
            required
          />
          <SelectField name="status" label={t.status} defaultValue={values.status} error={errors.status}>
            <option value="draft">{t.statusDraft}</option>
            <option value="published">{t.statusPublished}</option>
          </SelectField>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{t.imageLegend}</legend>
          <ImagePicker
            defaultValue={values.image}
            previewAlt={values.title}
            rewriteUrl={(url) => url}
            error={errors.image}
          />
        </fieldset>
        <CancelOrSubmit
          cancelTo={path("/admin/news")}
          cancel={t.cancel}
          submit={mode === "create" ? t.create : t.save}
          busy={busy}
          busyLabel={t.saving}
        />
      </Form>
    </section>
  );
}
