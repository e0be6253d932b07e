import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormError, SelectField } from "~/components/ui/field";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import { competitionResultsMessages } from "~/texts/pages/competition-results";

/** A posted form's values and errors, as the action gives them back (or the loader's values at first). */
export type FormState = { values: Record<string, string>; errors?: Record<string, string> };

/** A goals box big enough for a thumb: digits keyboard on a phone, two digits at most. */
function GoalsField({ name, label, state }: { name: string; label: string; state: FormState }) {
  return (
    <Field
      name={name}
      label={label}
      defaultValue={state.values[name] ?? ""}
      error={state.errors?.[name]}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={2}
      autoComplete="off"
      className="[&_input]:py-3 [&_input]:text-2xl"
    />
  );
}

/**
 * How a knockout match was decided, as a plain select ("Choose" first: nothing said yet): the result form's,
 * and the match sheet's for a knockout match.
 */
export function DecidedBySelect({
  name,
  defaultValue,
  error,
  className,
}: {
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  className: string;
}) {
  const m = useTexts(competitionResultsMessages).result;
  return (
    <SelectField
      name={name}
      label={m.decidedBy}
      defaultValue={defaultValue}
      error={error}
      className={className}
    >
      <option value="">{m.decidedByChoose}</option>
      {(["regular", "extra-time", "sevens"] as const).map((way) => (
        <option key={way} value={way}>
          {m.decided[way]}
        </option>
      ))}
    </SelectField>
  );
}

const fieldset = "mt-6 space-y-4 rounded-lg p-4 ring-1 ring-slate-200";
const legend = "px-1 text-lg font-semibold";

/**
 * A match's result form, one column on a phone: played (final and half-time score, and for a knockout how it
 * was decided) or forfeited. It carries the version it was read at, so a save over someone else's is refused.
 */
export function ResultForm({
  state,
  home,
  away,
  knockout,
  forfeitScore,
}: {
  state: FormState;
  home: string;
  away: string;
  knockout: boolean;
  forfeitScore: { goalsFor: number; goalsAgainst: number };
}) {
  const m = useTexts(competitionResultsMessages).result;
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 max-w-xl" noValidate>
      <FormError message={state.errors?.form} />
      <input type="hidden" name="version" value={state.values.version} />
      <fieldset className={fieldset}>
        <legend className={legend}>{m.outcome}</legend>
        {(["played", "forfeit"] as const).map((outcome) => (
          <label key={outcome} className="flex items-center gap-3 py-1 text-lg">
            <input
              type="radio"
              name="outcome"
              value={outcome}
              defaultChecked={state.values.outcome === outcome}
              className="size-6"
            />
            {m[outcome]}
          </label>
        ))}
        {state.errors?.outcome ? (
          <p className="text-sm font-medium text-red-700">{state.errors.outcome}</p>
        ) : null}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.finalScore}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <GoalsField name="homeGoals" label={format(m.goalsOf, { team: home })} state={state} />
          <GoalsField name="awayGoals" label={format(m.goalsOf, { team: away })} state={state} />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.halftimeScore}</legend>
        <p className="text-sm text-slate-700">{m.halftimeHint}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <GoalsField name="homeHalftime" label={format(m.halftimeOf, { team: home })} state={state} />
          <GoalsField name="awayHalftime" label={format(m.halftimeOf, { team: away })} state={state} />
        </div>
      </fieldset>
      {knockout ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.decidedBy}</legend>
          <p className="text-sm text-slate-700">{m.knockoutNote}</p>
          <DecidedBySelect
            name="decidedBy"
            defaultValue={state.values.decidedBy}
            error={state.errors?.decidedBy}
            className="[&_select]:py-3 [&_select]:text-lg"
          />
          <p className="font-medium">{m.sevensScore}</p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <GoalsField name="homeSevens" label={format(m.sevensOf, { team: home })} state={state} />
            <GoalsField name="awaySevens" label={format(m.sevensOf, { team: away })} state={state} />
          </div>
        </fieldset>
      ) : null}
      <fieldset className={fieldset}>
        <legend className={legend}>{m.forfeit}</legend>
        <SelectField
          name="forfeitedBy"
          label={m.forfeitedBy}
          hint={format(m.forfeitHint, forfeitScore)}
          defaultValue={state.values.forfeitedBy}
          error={state.errors?.forfeitedBy}
          className="[&_select]:py-3 [&_select]:text-lg"
        >
          <option value="">{m.decidedByChoose}</option>
          <option value="home">{home}</option>
          <option value="away">{away}</option>
        </SelectField>
      </fieldset>
      <Button type="submit" size="xl" disabled={busy} className="mt-6 w-full disabled:opacity-70">
        {busy ? m.saving : m.save}
      </Button>
    </Form>
  );
}
