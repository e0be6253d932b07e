import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { CancelOrSubmit, Field, FormError, TextAreaField } from "~/components/ui/field";
import { parseWith } from "~/lib/form";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { SIZE_SETS, type SizeSet, sizeLabel, sizesOf } from "~/lib/sizes";
import { useFormValidation } from "~/lib/use-form-validation";
import { commonMessages } from "~/texts/pages/common";
import { productsMessages } from "~/texts/pages/products";
import {
  MAX_STOCK,
  newProductFormSchema,
  productFormSchema,
  shownField,
  stockField,
  VARIANT_SIZES,
} from "../products";

export const emptyProduct: Record<string, string> = { sizeSet: "apparel" };

/** The stock fields of a size set show only while its choice is checked: by CSS alone, without JavaScript. */
const SHOWN_WITH: Record<SizeSet, string> = {
  apparel: "hidden group-has-[[name=sizeSet][value=apparel]:checked]/stock:block",
  shoes: "hidden group-has-[[name=sizeSet][value=shoes]:checked]/stock:block",
  ball: "hidden group-has-[[name=sizeSet][value=ball]:checked]/stock:block",
  none: "hidden group-has-[[name=sizeSet][value=none]:checked]/stock:block",
};

const keepUrl = (url: string) => url.trim();

function Checkbox({
  name,
  label,
  hint,
  checked,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={name}
        name={name}
        defaultChecked={checked}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className="mt-1 size-5 accent-slate-900"
      />
      <div>
        <label htmlFor={name} className="font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${name}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One page for creating and editing a product, like the event form. The stock of each size travels with
 * the count the page showed (hidden), for the save's compare-and-set. Choosing a size set shows its sizes'
 * counts (or the one count for "none"), by CSS alone, so the form works without JavaScript.
 */
export function ProductForm({
  mode,
  productId,
  values,
  errors: serverErrors,
}: {
  mode: "create" | "edit";
  /** The product edited: its id is shown, not edited. */
  productId?: string;
  values: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const m = useTexts(productsMessages);
  const sizeNames = useTexts(commonMessages).sizes;
  const texts = m.form;
  const busy = useNavigation().state === "submitting";
  const path = usePath();
  const { errors, onSubmit } = useFormValidation(
    (form) => parseWith((mode === "create" ? newProductFormSchema : productFormSchema)(m.validation), form),
    serverErrors,
  );
  const value = (name: string) => values[name] ?? "";
  const stockInput = (size: (typeof VARIANT_SIZES)[number], label: string, hint?: string) => (
    <Field
      key={size}
      name={stockField(size)}
      type="number"
      min={0}
      max={MAX_STOCK}
      step={1}
      inputMode="numeric"
      label={label}
      hint={hint}
      defaultValue={value(stockField(size))}
      error={errors[stockField(size)]}
    />
  );
  return (
    <section>
      <h1 className="text-3xl font-bold">{mode === "edit" ? texts.editTitle : texts.newTitle}</h1>
      {productId ? <p className="mt-1 text-slate-700">{format(texts.idShown, { id: productId })}</p> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 max-w-2xl space-y-5"
      >
        <FormError message={errors.form} />
        {mode === "create" ? (
          <Field
            name="id"
            label={texts.id}
            hint={texts.idHint}
            defaultValue={value("id")}
            error={errors.id}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        ) : null}
        <Field name="name" label={texts.name} defaultValue={value("name")} error={errors.name} required />
        <TextAreaField
          name="description"
          label={texts.description}
          rows={5}
          defaultValue={value("description")}
          error={errors.description}
          required
        />
        <fieldset className="space-y-5 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{texts.french}</legend>
          <p className="text-sm text-slate-700">{texts.frenchHint}</p>
          <Field
            name="nameFr"
            label={texts.nameFr}
            lang="fr"
            defaultValue={value("nameFr")}
            error={errors.nameFr}
          />
          <TextAreaField
            name="descriptionFr"
            label={texts.descriptionFr}
            lang="fr"
            rows={5}
            defaultValue={value("descriptionFr")}
            error={errors.descriptionFr}
          />
        </fieldset>
        <Field
          name="price"
          label={texts.price}
          hint={texts.priceHint}
          inputMode="decimal"
          defaultValue={value("price")}
          error={errors.price}
          required
        />
        <div className="group/stock space-y-5 rounded-md border border-slate-300 p-4">
          <fieldset aria-describedby={errors.sizeSet ? "sizeSet-hint sizeSet-error" : "sizeSet-hint"}>
            <legend className="font-medium text-slate-800">{texts.sizeSet}</legend>
            <p id="sizeSet-hint" className="text-sm text-slate-700">
              {texts.sizeSetHint}
            </p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {SIZE_SETS.map((set) => (
                <label key={set} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="sizeSet"
                    value={set}
                    defaultChecked={value("sizeSet") === set}
                    className="size-5 accent-slate-900"
                  />
                  {texts.sizeSets[set]}
                </label>
              ))}
            </div>
            {errors.sizeSet ? (
              <p id="sizeSet-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.sizeSet}
              </p>
            ) : null}
          </fieldset>
          {(["apparel", "shoes", "ball"] as const).map((set) => (
            <fieldset key={set} className={SHOWN_WITH[set]}>
              <legend className="text-sm font-semibold text-slate-800">{texts.stock}</legend>
              <p className="text-sm text-slate-700">{texts.stockHint}</p>
              {set === "ball" ? <p className="mt-1 text-sm text-slate-700">{texts.ballSizesHint}</p> : null}
              <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-5">
                {sizesOf(set).map((size) =>
                  stockInput(size, format(texts.sizeStock, { size: sizeLabel(size, sizeNames) })),
                )}
              </div>
            </fieldset>
          ))}
          <div className={SHOWN_WITH.none}>{stockInput("", texts.oneStock, texts.oneStockHint)}</div>
          {/* Only the counts of sizes with stock: a missing one reads as "no row", and the form's fields are counted. */}
          {VARIANT_SIZES.filter((size) => value(shownField(size)) !== "").map((size) => (
            <input key={size} type="hidden" name={shownField(size)} value={value(shownField(size))} />
          ))}
        </div>
        <ImagePicker
          defaultValue={value("image")}
          previewAlt={value("name")}
          rewriteUrl={keepUrl}
          fallbackSrc="/images/products/blue-training-ball.webp"
          error={errors.image}
        />
        <Checkbox
          name="hidden"
          label={texts.hidden}
          hint={texts.hiddenHint}
          checked={value("hidden") === "on"}
        />
        <CancelOrSubmit
          cancelTo={path("/admin/products")}
          cancel={texts.cancel}
          submit={mode === "create" ? texts.create : texts.save}
          busy={busy}
          busyLabel={texts.saving}
        />
      </Form>
    </section>
  );
}
