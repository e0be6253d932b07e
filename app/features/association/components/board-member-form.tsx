import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { CancelOrSubmit, Field, FormError, TextAreaField } from "~/components/ui/field";
import { parseWith } from "~/lib/form";
import { usePath, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { boardMessages } from "~/texts/pages/board";
import { boardMemberFormSchema } from "../board/rules";

export type BoardMemberFormValues = {
  name: string;
  title: string;
  titleFr: string;
  bio: string;
  bioFr: string;
  image: string;
};

export const emptyBoardMember: BoardMemberFormValues = {
  name: "",
  title: "",
  titleFr: "",
  bio: "",
  bioFr: "",
  image: "",
};

const asTyped = (url: string) => url;

/** One page for adding and editing a board member: name, title in both languages, a note, an optional photo. */
export function BoardMemberForm({
  mode,
  values,
  errors: serverErrors,
}: {
  mode: "create" | "edit";
  values: BoardMemberFormValues;
  errors?: Record<string, string>;
}) {
  const m = useTexts(boardMessages);
  const t = m.form;
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (form) => parseWith(boardMemberFormSchema(m.validation), form),
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
        autoComplete="off"
        defaultValue={values.name}
        error={errors.name}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="title"
          label={t.title}
          hint={t.titleHint}
          lang="en"
          defaultValue={values.title}
          error={errors.title}
          required
        />
        <Field
          name="titleFr"
          label={t.titleFr}
          lang="fr"
          defaultValue={values.titleFr}
          error={errors.titleFr}
          required
        />
      </div>
      <TextAreaField
        name="bio"
        label={t.bio}
        hint={t.bioHint}
        lang="en"
        rows={3}
        defaultValue={values.bio}
        error={errors.bio}
      />
      <TextAreaField
        name="bioFr"
        label={t.bioFr}
        lang="fr"
        rows={3}
        defaultValue={values.bioFr}
        error={errors.bioFr}
      />
      <p className="text-sm text-slate-700">{t.photoHint}</p>
      <ImagePicker
        defaultValue={values.image}
        previewAlt={values.name}
        rewriteUrl={asTyped}
        error={errors.image}
      />
      <CancelOrSubmit
        cancelTo={path("/admin/board")}
        cancel={t.cancel}
        submit={mode === "create" ? t.create : t.save}
        busy={busy}
        busyLabel={t.saving}
      />
    </Form>
  );
}
