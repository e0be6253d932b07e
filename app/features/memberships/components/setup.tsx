import type { ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import {
  CheckboxField,
  Field,
  FormError,
  labelClass,
  SubmitButton,
  TextAreaField,
} from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import {
  clubFormSchema,
  documentFormSchema,
  seasonFormSchema,
  typeFormSchema,
} from "~/features/memberships/setup/rules";
import { parseWith } from "~/lib/form";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import { AGE_RULES } from "../rules";

/** What a set-up form shows: the saved row as fields, or what was sent with its errors. */
export type FormState = { values: Record<string, string>; errors?: Record<string, string> };

const sections = [
  ["/admin/memberships", "seasons"],
  ["/admin/memberships/types", "types"],
  ["/admin/memberships/clubs", "clubs"],
  ["/admin/memberships/documents", "documents"],
] as const;

const sectionTab = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-1.5 text-sm font-medium ${isActive ? "bg-red-700 text-white" : "text-slate-800 underline hover:bg-slate-100"}`;

/** The memberships pages' heading and the links between their four sections. */
export function SetupHeader({ title, intro }: { title?: string; intro?: string }) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  return (
    <>
      <PageHeader title={title ?? m.title} intro={intro ?? m.intro} />
      <nav aria-label={m.sections.label} className="mt-4 flex flex-wrap gap-2">
        {sections.map(([to, key]) => (
          <NavLink key={to} to={path(to)} end className={sectionTab}>
            {m.sections[key]}
          </NavLink>
        ))}
      </nav>
    </>
  );
}

function SetupForm({
  onSubmit,
  submit,
  children,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  submit: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  // A saved form comes back by a redirect, a new location: the new-item forms start empty again.
  const { key } = useLocation();
  return (
    <Form key={key} method="post" noValidate onSubmit={onSubmit} className="mt-4 max-w-2xl space-y-4">
      {children}
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{submit}</SubmitButton>
      </div>
    </Form>
  );
}

export function SeasonForm({ state, submit }: { state: FormState; submit: string }) {
  const m = useTexts(membershipsAdminMessages);
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(seasonFormSchema(m.validation), values),
    state.errors,
  );
  const t = m.seasons;
  return (
    <SetupForm onSubmit={onSubmit} submit={submit}>
      <Field
        name="name"
        label={t.name}
        placeholder={t.nameHint}
        defaultValue={state.values.name}
        error={errors.name}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="startsOn"
          type="date"
          label={t.startsOn}
          defaultValue={state.values.startsOn}
          error={errors.startsOn}
          required
        />
        <Field
          name="endsOn"
          type="date"
          label={t.endsOn}
          defaultValue={state.values.endsOn}
          error={errors.endsOn}
          required
        />
      </div>
      <CheckboxField
        name="concussionRequired"
        label={t.concussionRequired}
        checked={state.values.concussionRequired === "1"}
      />
      <Field
        name="concussionUrl"
        type="url"
        label={t.concussionUrl}
        hint={t.concussionUrlHint}
        defaultValue={state.values.concussionUrl}
        error={errors.concussionUrl}
        inputMode="url"
      />
    </SetupForm>
  );
}

export function TypeForm({ state, submit }: { state: FormState; submit: string }) {
  const m = useTexts(membershipsAdminMessages);
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(typeFormSchema(m.validation), values),
    state.errors,
  );
  const t = m.types;
  const ageError = errors.ageRule ? "ageRule-error" : undefined;
  return (
    <SetupForm onSubmit={onSubmit} submit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={t.name} defaultValue={state.values.name} error={errors.name} required />
        <Field
          name="nameFr"
          label={t.nameFr}
          lang="fr"
          defaultValue={state.values.nameFr}
          error={errors.nameFr}
          required
        />
      </div>
      <Field
        name="fee"
        label={t.fee}
        inputMode="decimal"
        defaultValue={state.values.fee}
        error={errors.fee}
        aria-describedby={errors.fee ? "fee-error" : "fee-hint"}
        required
      />
      <p id="fee-hint" className="-mt-3 text-sm text-slate-700">
        {t.feeHint}
      </p>
      <div>
        <label htmlFor="ageRule" className={labelClass}>
          {t.ageRule}
        </label>
        <select
          id="ageRule"
          name="ageRule"
          defaultValue={state.values.ageRule}
          aria-invalid={errors.ageRule ? true : undefined}
          aria-describedby={ageError ?? "ageRule-hint"}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
        >
          {AGE_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t.ageRules[rule]}
            </option>
          ))}
        </select>
        {errors.ageRule ? (
          <p id="ageRule-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.ageRule}
          </p>
        ) : (
          <p id="ageRule-hint" className="mt-1 text-sm text-slate-700">
            {t.ageHint}
          </p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t.allowsLegend}</legend>
        <CheckboxField name="canPlay" label={t.allows.can_play} checked={state.values.canPlay === "1"} />
        <CheckboxField name="canCoach" label={t.allows.can_coach} checked={state.values.canCoach === "1"} />
        <CheckboxField
          name="canOfficiate"
          label={t.allows.can_officiate}
          checked={state.values.canOfficiate === "1"}
        />
        <CheckboxField name="canVote" label={t.allows.can_vote} checked={state.values.canVote === "1"} />
      </fieldset>
      <CheckboxField name="hidden" label={t.hide} checked={state.values.hidden === "1"} />
    </SetupForm>
  );
}

export function ClubForm({ state, submit }: { state: FormState; submit: string }) {
  const m = useTexts(membershipsAdminMessages);
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(clubFormSchema(m.validation), values),
    state.errors,
  );
  return (
    <SetupForm onSubmit={onSubmit} submit={submit}>
      <Field name="name" label={m.clubs.name} defaultValue={state.values.name} error={errors.name} required />
      <CheckboxField name="hidden" label={m.clubs.hide} checked={state.values.hidden === "1"} />
    </SetupForm>
  );
}

export function DocumentForm({ state, next }: { state: FormState; next: number }) {
  const m = useTexts(membershipsAdminMessages);
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(documentFormSchema(m.validation), values),
    state.errors,
  );
  const t = m.documents;
  return (
    <SetupForm onSubmit={onSubmit} submit={format(t.save, { next })}>
      <FormError message={errors.baseVersion} />
      <input type="hidden" name="baseVersion" value={state.values.baseVersion} />
      <TextAreaField
        name="body"
        label={t.body}
        rows={10}
        defaultValue={state.values.body}
        error={errors.body}
        required
      />
      <TextAreaField
        name="bodyFr"
        label={t.bodyFr}
        lang="fr"
        rows={10}
        defaultValue={state.values.bodyFr}
        error={errors.bodyFr}
        required
      />
    </SetupForm>
  );
}

/** A version's two texts side by side, with their line breaks. */
export function DocumentTexts({ body, bodyFr }: { body: string; bodyFr: string }) {
  const t = useTexts(membershipsAdminMessages).documents;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold">{t.english}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800" lang="en">
          {body}
        </p>
      </div>
      <div>
        <h3 className="font-semibold">{t.french}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800" lang="fr">
          {bodyFr}
        </p>
      </div>
    </div>
  );
}
