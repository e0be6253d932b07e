import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, FormError, TextAreaField } from "~/components/ui/field";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import { siteTextsMessages } from "~/texts/pages/site-texts";
import { fieldNames, PHOTO, SITE_TEXT_SPECS, type SiteTextPage, type TextField } from "../index";

export type SiteTextsFormState = {
  values: Record<string, string>;
  items: Record<string, string>[];
  /** The fields (and "list") holding words of their own: each offers "Back to the default". */
  overridden: string[];
  version: number;
  errors?: Record<string, string>;
};

const keepUrl = (url: string) => url.trim();

/**
 * One page's words in both languages (decision 064). Works without JavaScript: the entries of a list move
 * and go with buttons that save the form, and a blank entry at the end adds one. The first button in the
 * form is "Save", so Enter in a field saves rather than moving an entry.
 */
export function SiteTextsForm({ page, state }: { page: SiteTextPage; state: SiteTextsFormState }) {
  const t = useTexts(siteTextsMessages);
  const busy = useNavigation().state === "submitting";
  const spec = SITE_TEXT_SPECS[page];
  const errors = state.errors ?? {};
  const resetTicked = (name: string) => state.values[`reset.${name}`] === "1";
  const label = (field: TextField) => t.fields[field.key as keyof typeof t.fields];
  const hints: Record<string, string> = { answer: t.paragraphsHint, linkTo: t.linkHint };

  const control = (field: TextField, name: string, text: string, value: string, hint?: string) => {
    const shared = { name, label: text, defaultValue: value, error: errors[name], hint };
    return field.multiline ? (
      <TextAreaField key={name} {...shared} rows={field.max > 1000 ? 6 : 3} maxLength={field.max} />
    ) : (
      <Field key={name} {...shared} maxLength={field.max} />
    );
  };
  /** A field and its French twin side by side, with their "Back to the default" when they hold words of their own. */
  const pair = (field: TextField, value: (name: string) => string, prefix = "", offerReset = true) => (
    <div key={`${prefix}${field.key}`} className="grid gap-4 md:grid-cols-2">
      {fieldNames([field]).map((name) => {
        const text =
          name.endsWith("Fr") && field.bilingual ? format(t.french, { label: label(field) }) : label(field);
        return (
          <div key={name} className="space-y-2">
            {control(field, `${prefix}${name}`, text, value(name), hints[field.key])}
            {offerReset && state.overridden.includes(name) ? (
              <CheckboxField
                name={`reset.${name}`}
                label={`${t.reset}: ${text}`}
                checked={resetTicked(name)}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );

  const saveButton = (
    <Button
      type="submit"
      name="intent"
      value="save"
      disabled={busy}
      size="form"
      className="disabled:opacity-70"
    >
      {busy ? t.saving : t.save}
    </Button>
  );
  const list = spec.list;
  const listPage = page === "about" ? null : page;

  return (
    <Form
      // A save comes back to this page at a new version: the fields start again from what was saved.
      key={state.version}
      method="post"
      encType={spec.photo ? "multipart/form-data" : undefined}
      noValidate
      className="max-w-4xl space-y-8"
    >
      <input type="hidden" name="version" value={state.version} />
      <FormError message={errors.form} />
      <div className="flex justify-end">{saveButton}</div>

      {spec.fields.map((field) => pair(field, (name) => state.values[name] ?? ""))}

      {spec.photo ? (
        <div className="space-y-2">
          <ImagePicker
            defaultValue={state.values[PHOTO] ?? ""}
            previewAlt={state.values.photoAlt ?? ""}
            rewriteUrl={keepUrl}
            error={errors[PHOTO]}
          />
          <p className="text-sm text-slate-700">{t.photoHint}</p>
          {state.overridden.includes(PHOTO) ? (
            <CheckboxField name={`reset.${PHOTO}`} label={t.reset} checked={resetTicked(PHOTO)} />
          ) : null}
        </div>
      ) : null}

      {list && listPage ? (
        <fieldset className="space-y-6">
          <legend className="text-2xl font-bold">{t.list[listPage]}</legend>
          <input type="hidden" name="count" value={state.items.length} />
          <FormError message={errors.list} />
          <ol className="space-y-6">
            {state.items.map((item, index) => {
              const entry = format(t.entry[listPage], { number: index + 1 });
              const move = (intent: string, text: string, disabled: boolean) => (
                <Button
                  type="submit"
                  name="intent"
                  value={`${intent}:${index}`}
                  variant="secondary"
                  disabled={disabled}
                >
                  {text}
                  <span className="sr-only">: {entry}</span>
                </Button>
              );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are numbered by their place; the form is re-rendered whole.
                <li key={index}>
                  <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
                    <legend className="px-1 font-semibold">{entry}</legend>
                    {list.fields.map((field) =>
                      pair(field, (name) => item[name] ?? "", `items.${index}.`, false),
                    )}
                    <div className="flex flex-wrap gap-2">
                      {move("up", t.moveUp, index === 0)}
                      {move("down", t.moveDown, index === state.items.length - 1)}
                      {move("remove", t.remove, state.items.length === 1)}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <fieldset className="space-y-4 rounded-lg border border-dashed border-slate-400 p-4">
            <legend className="px-1 font-semibold">{t.newEntry[listPage]}</legend>
            <p className="text-sm text-slate-700">{t.newEntryHint}</p>
            {list.fields.map((field) => pair(field, () => "", `items.${state.items.length}.`, false))}
          </fieldset>
          {state.overridden.includes("list") ? (
            <CheckboxField name="reset.list" label={t.resetList[listPage]} checked={resetTicked("list")} />
          ) : null}
        </fieldset>
      ) : null}

      <div className="flex justify-end">{saveButton}</div>
    </Form>
  );
}
