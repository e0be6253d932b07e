import { Form, useNavigation } from "react-router";
import { ImagePicker } from "~/components/image-picker";
import { CancelOrSubmit, Field, FormError, TextAreaField } from "~/components/ui/field";
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  EVENT_AGES,
  eventFormSchema,
  OFFER_HOURS,
  REMINDER_HOURS,
  rewriteStockPhotoUrl,
} from "~/features/events/admin/rules";
import { parseWith } from "~/lib/form";
import { usePath, useSettings, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { eventsMessages } from "~/texts/pages/events";

export type EventFormValues = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
  titleFr: string;
  locationFr: string;
  descriptionFr: string;
  image: string;
  capacity: string;
  /** Dollars ("25.00"), or empty for a free event. */
  fee: string;
  /** "2026-07-15T09:00" in the association's zone, or empty for the default. */
  registrationOpensAt: string;
  registrationClosesAt: string;
  cancellationDeadline: string;
  offerHours: string;
  reminderHours: string;
  /** "1" when registration requires an active membership, else "". */
  requiresMembership: string;
  address: string;
  level: string;
  levelFr: string;
  minAge: string;
  maxAge: string;
  contactName: string;
  contactEmail: string;
};

export const emptyEvent: EventFormValues = {
  title: "",
  date: "",
  startTime: DEFAULT_START_TIME,
  endTime: DEFAULT_END_TIME,
  location: "",
  description: "",
  titleFr: "",
  locationFr: "",
  descriptionFr: "",
  image: "",
  capacity: "",
  fee: "",
  registrationOpensAt: "",
  registrationClosesAt: "",
  cancellationDeadline: "",
  offerHours: String(OFFER_HOURS.default),
  reminderHours: String(REMINDER_HOURS.default),
  requiresMembership: "",
  address: "",
  level: "",
  levelFr: "",
  minAge: "",
  maxAge: "",
  contactName: "",
  contactEmail: "",
};

/** One page for creating and editing an event (spec: the same screen in both modes). */
export function EventForm({
  mode,
  values,
  errors: serverErrors,
}: {
  mode: "create" | "edit";
  values: EventFormValues;
  errors?: Record<string, string>;
}) {
  const m = useTexts(eventsMessages);
  const texts = m.admin.form;
  const registration = m.admin.registration;
  const { timeZone } = useSettings();
  const busy = useNavigation().state === "submitting";
  const path = usePath();
  const { errors, onSubmit } = useFormValidation(
    (form) => parseWith(eventFormSchema(m.validation, timeZone), form),
    serverErrors,
  );
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{mode === "edit" ? texts.editTitle : texts.newTitle}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="max-w-2xl space-y-5"
      >
        <FormError message={errors.form} />
        <Field name="title" label={texts.title} defaultValue={values.title} error={errors.title} required />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            name="date"
            label={texts.date}
            placeholder={texts.dateHint}
            defaultValue={values.date}
            error={errors.date}
            required
            className="sm:col-span-1"
          />
          {(["startTime", "endTime"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              type="time"
              label={texts[name]}
              defaultValue={values[name]}
              error={errors[name]}
            />
          ))}
        </div>
        <Field
          name="location"
          label={texts.location}
          defaultValue={values.location}
          error={errors.location}
          required
        />
        <TextAreaField
          name="description"
          label={texts.description}
          rows={6}
          defaultValue={values.description}
          error={errors.description}
          required
        />
        <fieldset className="space-y-5 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{texts.french}</legend>
          <p className="text-sm text-slate-700">{texts.frenchHint}</p>
          <Field
            name="titleFr"
            label={texts.titleFr}
            lang="fr"
            defaultValue={values.titleFr}
            error={errors.titleFr}
          />
          <Field
            name="locationFr"
            label={texts.locationFr}
            lang="fr"
            defaultValue={values.locationFr}
            error={errors.locationFr}
          />
          <TextAreaField
            name="descriptionFr"
            label={texts.descriptionFr}
            lang="fr"
            rows={6}
            defaultValue={values.descriptionFr}
            error={errors.descriptionFr}
          />
        </fieldset>
        <Field
          name="address"
          label={texts.address}
          autoComplete="off"
          defaultValue={values.address}
          error={errors.address}
          hint={texts.addressHint}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="level"
            label={texts.level}
            defaultValue={values.level}
            error={errors.level}
            hint={texts.levelHint}
          />
          <Field
            name="levelFr"
            lang="fr"
            label={texts.levelFr}
            defaultValue={values.levelFr}
            error={errors.levelFr}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["minAge", "maxAge"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              type="number"
              min={EVENT_AGES.min}
              max={EVENT_AGES.max}
              step={1}
              inputMode="numeric"
              label={texts[name]}
              defaultValue={values[name]}
              error={errors[name]}
              hint={texts.ageHint}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="contactName"
            label={texts.contactName}
            autoComplete="off"
            defaultValue={values.contactName}
            error={errors.contactName}
            hint={texts.contactHint}
          />
          <Field
            name="contactEmail"
            type="email"
            label={texts.contactEmail}
            autoComplete="off"
            defaultValue={values.contactEmail}
            error={errors.contactEmail}
          />
        </div>
        <Field
          name="capacity"
          type="number"
          min={1}
          inputMode="numeric"
          label={texts.capacity}
          placeholder={texts.capacityHint}
          defaultValue={values.capacity}
          error={errors.capacity}
        />
        <Field
          name="fee"
          inputMode="decimal"
          label={texts.fee}
          placeholder={texts.feeHint}
          defaultValue={values.fee}
          error={errors.fee}
        />
        <fieldset className="space-y-5 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{registration.legend}</legend>
          <p className="text-sm text-slate-700">{registration.hint}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {(["registrationOpensAt", "registrationClosesAt", "cancellationDeadline"] as const).map(
              (name) => (
                <Field
                  key={name}
                  name={name}
                  type="datetime-local"
                  label={registration[name]}
                  defaultValue={values[name]}
                  error={errors[name]}
                />
              ),
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["offerHours", OFFER_HOURS],
                ["reminderHours", REMINDER_HOURS],
              ] as const
            ).map(([name, bounds]) => (
              <Field
                key={name}
                name={name}
                type="number"
                min={bounds.min}
                max={bounds.max}
                step={1}
                inputMode="numeric"
                label={registration[name]}
                defaultValue={values[name]}
                error={errors[name]}
              />
            ))}
          </div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="requiresMembership"
              name="requiresMembership"
              value="1"
              defaultChecked={values.requiresMembership === "1"}
              aria-describedby="requiresMembership-hint"
              className="mt-1 size-5 accent-slate-900"
            />
            <div>
              <label htmlFor="requiresMembership" className="font-medium text-slate-800">
                {texts.requiresMembership}
              </label>
              <p id="requiresMembership-hint" className="text-sm text-slate-700">
                {texts.requiresMembershipHint}
              </p>
            </div>
          </div>
        </fieldset>
        <ImagePicker
          defaultValue={values.image}
          previewAlt={values.title}
          rewriteUrl={rewriteStockPhotoUrl}
          error={errors.image}
        />
        <CancelOrSubmit
          cancelTo={path("/admin")}
          cancel={texts.cancel}
          submit={mode === "create" ? texts.create : texts.save}
          busy={busy}
          busyLabel={texts.saving}
        />
      </Form>
    </section>
  );
}
