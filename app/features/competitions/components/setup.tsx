import type { ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextAreaField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { standingsMessages } from "~/texts/pages/standings";
import { COMPETITION_AGE_RULES, FORMATS } from "../setup/rules";
import { TIEBREAKS } from "../standings/rules";

/** What a set-up form shows: the saved row as fields, or what was sent with its errors. */
export type FormState = { values: Record<string, string>; errors?: Record<string, string> };

const sections = [
  ["/admin/competitions", "competitions"],
  ["/admin/competitions/venues", "venues"],
  ["/admin/competitions/teams", "teams"],
] as const;

const sectionTab = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-1.5 text-sm font-medium ${isActive ? "bg-red-700 text-white" : "text-slate-800 underline hover:bg-slate-100"}`;

/** The competition pages' heading and the links between their three sections. */
export function CompetitionsHeader() {
  const m = useTexts(competitionsSetupMessages);
  const path = usePath();
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
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

export function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={name}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={checked}
        className="mt-1 h-4 w-4 shrink-0 accent-red-700"
      />
      <label htmlFor={name} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** A post form of the set-up pages: its intent, its fields, and its button; an error above them. */
export function SetupForm({
  intent,
  submit,
  error,
  className = "mt-4 max-w-2xl space-y-4",
  children,
}: {
  intent?: string;
  submit: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  // A saved form comes back by a redirect, a new location: the new-item forms start empty again.
  const { key } = useLocation();
  return (
    <Form key={key} method="post" noValidate className={className}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormError message={error} />
      {children}
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{submit}</SubmitButton>
      </div>
    </Form>
  );
}

/** A one-button form (confirm, withdraw, remove), named for the item it acts on. */
export function ActionButton({
  intent,
  fields,
  label,
  itemLabel,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  itemLabel: string;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={itemLabel}
        className="rounded border border-slate-400 px-2 py-1 text-sm font-medium hover:bg-slate-100"
      >
        {label}
      </button>
    </Form>
  );
}

function CriteriaOrder({
  prefix,
  legend,
  values,
  error,
}: {
  prefix: string;
  legend: string;
  values: Record<string, string>;
  error?: string;
}) {
  const m = useTexts(competitionsSetupMessages).form;
  const labels = useTexts(standingsMessages).criteria;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${prefix}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <p className="text-sm text-slate-700">{m.tiebreaksHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {TIEBREAKS.map((_, index) => {
          const name = `${prefix}${index + 1}`;
          return (
            <SelectField
              key={name}
              name={name}
              label={format(m.position, { position: index + 1 })}
              defaultValue={values[name] ?? ""}
            >
              <option value="">{m.noCriterion}</option>
              {TIEBREAKS.map((criterion) => (
                <option key={criterion} value={criterion}>
                  {labels[criterion]}
                </option>
              ))}
            </SelectField>
          );
        })}
      </div>
      {error ? (
        <p id={`${prefix}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The competition's settings: season, names, format, age rule, points, fee, rosters, schedule, tie-breaks. */
export function CompetitionForm({
  state,
  seasons,
  submit,
  intent,
}: {
  state: FormState;
  seasons: readonly { id: number; name: string }[];
  submit: string;
  intent?: string;
}) {
  const m = useTexts(competitionsSetupMessages).form;
  const { values } = state;
  const errors = state.errors ?? {};
  return (
    <SetupForm intent={intent} submit={submit} className="mt-4 max-w-3xl space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="season"
          label={m.season}
          defaultValue={values.season}
          error={errors.season}
          required
        >
          {seasons.map((season) => (
            <option key={season.id} value={season.id}>
              {season.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="format" label={m.format} defaultValue={values.format} error={errors.format}>
          {FORMATS.map((format) => (
            <option key={format} value={format}>
              {m.formats[format]}
            </option>
          ))}
        </SelectField>
        <Field name="name" label={m.name} defaultValue={values.name} error={errors.name} required />
        <Field
          name="nameFr"
          label={m.nameFr}
          lang="fr"
          defaultValue={values.nameFr}
          error={errors.nameFr}
          required
        />
        <Field
          name="category"
          label={m.category}
          hint={m.categoryHint}
          defaultValue={values.category}
          error={errors.category}
          required
        />
        <Field
          name="categoryFr"
          label={m.categoryFr}
          lang="fr"
          defaultValue={values.categoryFr}
          error={errors.categoryFr}
          required
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{m.ageLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="ageRule" label={m.ageRule} defaultValue={values.ageRule} error={errors.ageRule}>
            {COMPETITION_AGE_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {m.ageRules[rule]}
              </option>
            ))}
          </SelectField>
          <Field
            name="ageLimit"
            label={m.ageLimit}
            inputMode="numeric"
            defaultValue={values.ageLimit}
            error={errors.ageLimit}
          />
          <Field
            name="ageCutoff"
            type="date"
            label={m.ageCutoff}
            hint={m.ageCutoffHint}
            defaultValue={values.ageCutoff}
            error={errors.ageCutoff}
          />
        </div>
        <Checkbox name="allowPlayingUp" label={m.allowPlayingUp} checked={values.allowPlayingUp === "1"} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{m.pointsLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(["pointsWin", "pointsDraw", "pointsLoss"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              label={m[name]}
              inputMode="numeric"
              defaultValue={values[name]}
              error={errors[name]}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["forfeitFor", "forfeitAgainst"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              label={m[name]}
              inputMode="numeric"
              defaultValue={values[name]}
              error={errors[name]}
            />
          ))}
        </div>
        <Field
          name="entryFee"
          label={m.entryFee}
          hint={m.entryFeeHint}
          inputMode="decimal"
          defaultValue={values.entryFee}
          error={errors.entryFee}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{m.scheduleLegend}</legend>
        <Field
          name="rosterLockOn"
          type="date"
          label={m.rosterLockOn}
          hint={m.rosterLockHint}
          defaultValue={values.rosterLockOn}
          error={errors.rosterLockOn}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            name="firstRoundOn"
            type="date"
            label={m.firstRoundOn}
            defaultValue={values.firstRoundOn}
            error={errors.firstRoundOn}
          />
          <Field
            name="roundIntervalDays"
            label={m.roundIntervalDays}
            inputMode="numeric"
            defaultValue={values.roundIntervalDays}
            error={errors.roundIntervalDays}
          />
          <Field
            name="defaultTime"
            type="time"
            label={m.defaultTime}
            defaultValue={values.defaultTime}
            error={errors.defaultTime}
          />
        </div>
        <Field
          name="confirmHours"
          label={m.confirmHours}
          hint={m.confirmHoursHint}
          inputMode="numeric"
          defaultValue={values.confirmHours}
          error={errors.confirmHours}
        />
        <TextAreaField
          name="blackoutDates"
          label={m.blackoutDates}
          hint={m.blackoutHint}
          rows={3}
          defaultValue={values.blackoutDates}
          error={errors.blackoutDates}
        />
      </fieldset>
      <CriteriaOrder prefix="tiebreak" legend={m.tiebreaksLegend} values={values} error={errors.tiebreaks} />
      <CriteriaOrder
        prefix="running"
        legend={m.runningLegend}
        values={values}
        error={errors.tiebreaksRunning}
      />
      <Checkbox name="published" label={m.published} checked={values.published === "1"} />
    </SetupForm>
  );
}

export function VenueForm({ state, submit }: { state: FormState; submit: string }) {
  const m = useTexts(competitionsSetupMessages).venues;
  const errors = state.errors ?? {};
  return (
    <SetupForm submit={submit}>
      <Field name="name" label={m.name} defaultValue={state.values.name} error={errors.name} required />
      <Field
        name="address"
        label={m.address}
        defaultValue={state.values.address}
        error={errors.address}
        required
      />
      <Field
        name="mapUrl"
        type="url"
        inputMode="url"
        label={m.mapUrl}
        hint={m.mapUrlHint}
        defaultValue={state.values.mapUrl}
        error={errors.mapUrl}
      />
    </SetupForm>
  );
}

export function TeamForm({
  state,
  clubs,
  venues,
  submit,
}: {
  state: FormState;
  clubs: readonly { id: number; name: string }[];
  venues: readonly { id: number; name: string }[];
  submit: string;
}) {
  const t = useTexts(competitionsSetupMessages);
  const m = t.teams;
  const errors = state.errors ?? {};
  return (
    <SetupForm submit={submit}>
      <Field name="name" label={m.name} defaultValue={state.values.name} error={errors.name} required />
      <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">{m.kind}</legend>
        {(["club", "guest"] as const).map((kind) => (
          <div key={kind} className="mt-1 flex items-center gap-2">
            <input
              id={`kind-${kind}`}
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={(state.values.kind || "club") === kind}
              className="h-4 w-4 accent-red-700"
            />
            <label htmlFor={`kind-${kind}`} className="text-sm text-slate-800">
              {m.kinds[kind]}
            </label>
          </div>
        ))}
        {errors.kind ? (
          <p id="kind-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="club" label={m.club} defaultValue={state.values.club} error={errors.club}>
          <option value="">{m.chooseClub}</option>
          {clubs.map((club) => (
            <option key={club.id} value={club.id}>
              {club.name}
            </option>
          ))}
        </SelectField>
        <Field
          name="guestFrom"
          label={m.guestFrom}
          hint={m.guestFromHint}
          defaultValue={state.values.guestFrom}
          error={errors.guestFrom}
        />
      </div>
      <SelectField
        name="homeVenue"
        label={m.homeVenue}
        defaultValue={state.values.homeVenue}
        error={errors.homeVenue}
      >
        <option value="">{t.none}</option>
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </SelectField>
    </SetupForm>
  );
}
