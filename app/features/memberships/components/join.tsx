import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormError, labelClass, SubmitButton } from "~/components/ui/field";
import {
  ACCEPT_FIELDS,
  acceptanceLabel,
  isMinorFor,
  type JoinChoices,
  joinFormSchema,
  joinTotalCents,
} from "~/features/memberships/join/rules";
import { parseWith } from "~/lib/form";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { PROVINCE_CODES, PROVINCES } from "~/lib/provinces";
import { useLocale, useTexts } from "~/lib/root-data";
import { useFormValidation } from "~/lib/use-form-validation";
import { membershipsMessages } from "~/texts/pages/memberships";
import { type AgeRule, type DocumentKind, isDay } from "../rules";

type Props = {
  choices: JoinChoices;
  seasons: {
    id: number;
    name: string;
    starts_on: string;
    ends_on: string;
    concussion_required: number;
    concussion_url: string | null;
  }[];
  types: { id: number; name: string; name_fr: string; fee_cents: number; age_rule: AgeRule }[];
  clubs: { id: number; name: string }[];
  documents: { kind: DocumentKind; version: number; body: string; body_fr: string; created_at: string }[];
  member: { number: string } | null;
  values: Record<string, string>;
  errors?: Record<string, string>;
};

const selectClass = (error?: string) =>
  `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${error ? "border-red-700" : "border-slate-400"}`;

/** A labelled <select> wired to its error like Field. */
function Select({
  name,
  label,
  value,
  error,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  onChange?: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={selectClass(error)}
      >
        {children}
      </select>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A choice shown whole (a season, a type and its fee): a radio group of cards that wrap on a phone. The
 * ticked card is marked by CSS alone, so it works without JavaScript.
 */
function RadioCards({
  name,
  legend,
  value,
  error,
  options,
}: {
  name: string;
  legend: string;
  value: string | undefined;
  error?: string;
  options: { value: string; title: string; detail: string; aside?: string }[];
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-700 ${error ? "border-red-700" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              className="mt-1 h-4 w-4 shrink-0 accent-red-700"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap justify-between gap-x-3">
                <span className="font-semibold text-slate-900">{option.title}</span>
                {option.aside ? <span className="font-semibold text-red-800">{option.aside}</span> : null}
              </span>
              <span className="block text-sm text-slate-700">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Acceptance({
  name,
  label,
  error,
  checked,
  link,
}: {
  name: string;
  label: string;
  error?: string;
  checked: boolean;
  link?: { href: string; label: string };
}) {
  return (
    <div>
      {link ? (
        <p className="mb-2">
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-red-800 underline"
          >
            {link.label}
          </a>
        </p>
      ) : null}
      <div className="flex items-start gap-2">
        <input
          id={name}
          name={name}
          type="checkbox"
          value="1"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-red-700"
        />
        <label htmlFor={name} className="font-medium text-slate-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The join or renewal form. Without JavaScript every part shows (the guardian's fields say when they are
 * needed); with it, the guardian's fields appear for a child or a minor, and the concussion confirmation
 * for a season that asks for it. The server checks the same schema either way.
 */
export function JoinForm({
  choices,
  seasons,
  types,
  clubs,
  documents,
  member,
  values,
  errors: serverErrors,
}: Props) {
  const m = useTexts(membershipsMessages);
  const t = m.join;
  const locale = useLocale();
  const { money, date } = useFormat();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (sent) => parseWith(joinFormSchema(m, choices), sent),
    serverErrors,
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [live, setLive] = useState({
    who: values.who,
    season: values.season,
    type: values.type,
    dateOfBirth: values.dateOfBirth ?? "",
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
  });
  const season = seasons.find((row) => String(row.id) === live.season);
  const minor = Boolean(season && isDay(live.dateOfBirth) && isMinorFor(live.dateOfBirth, season));
  const showGuardian =
    !hydrated || live.who === "child" || minor || Boolean(errors.guardianName || errors.guardianEmail);
  const showConcussion = hydrated
    ? Boolean(season?.concussion_required)
    : seasons.some((row) => row.concussion_required);
  const track = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setLive({
      who: String(form.get("who") ?? ""),
      season: String(form.get("season") ?? ""),
      type: String(form.get("type") ?? ""),
      dateOfBirth: String(form.get("dateOfBirth") ?? ""),
      firstName: String(form.get("firstName") ?? ""),
      lastName: String(form.get("lastName") ?? ""),
    });
  };
  const field = (name: string, label: string, extra: Record<string, string> = {}) => (
    <Field name={name} label={label} defaultValue={values[name]} error={errors[name]} required {...extra} />
  );
  const checked = (name: string) => values[name] === "1";
  const total = joinTotalCents(types, live.type);
  const signer = { who: live.who, minor, firstName: live.firstName, lastName: live.lastName };
  const day = (value: string) => date(`${value}T12:00:00Z`);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={track}
      onInput={track}
      className="mt-8 max-w-2xl space-y-6"
    >
      <FormError message={errors.form} />
      {member ? <input type="hidden" name="member" value={member.number} /> : null}
      <RadioCards
        name="season"
        legend={t.season}
        value={values.season}
        error={errors.season}
        options={seasons.map((row) => ({
          value: String(row.id),
          title: row.name,
          detail: format(t.seasonDays, { startsOn: day(row.starts_on), endsOn: day(row.ends_on) }),
        }))}
      />
      <fieldset aria-describedby={errors.who ? "who-error" : undefined}>
        <legend className={labelClass}>{t.who}</legend>
        <div className="mt-2 flex gap-6">
          {(["self", "child"] as const).map((who) => (
            <div key={who} className="flex items-center gap-2">
              <input
                id={`who-${who}`}
                type="radio"
                name="who"
                value={who}
                defaultChecked={values.who === who}
                className="h-4 w-4 accent-red-700"
              />
              <label htmlFor={`who-${who}`}>{who === "self" ? t.myself : t.myChild}</label>
            </div>
          ))}
        </div>
        {errors.who ? (
          <p id="who-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.who}
          </p>
        ) : null}
      </fieldset>
      <RadioCards
        name="type"
        legend={t.type}
        value={values.type}
        error={errors.type}
        options={types.map((type) => ({
          value: String(type.id),
          title: locale === "fr" ? type.name_fr : type.name,
          aside: type.fee_cents === 0 ? t.free : money(type.fee_cents),
          detail: t.ageRules[type.age_rule],
        }))}
      />

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t.person}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", t.firstName, { autoComplete: "given-name" })}
          {field("lastName", t.lastName, { autoComplete: "family-name" })}
        </div>
        {field("dateOfBirth", t.dateOfBirth, { type: "date" })}
        {field("address", t.address, { autoComplete: "street-address" })}
        <div className="grid gap-4 sm:grid-cols-3">
          {field("city", t.city, { autoComplete: "address-level2" })}
          <Select name="province" label={t.province} value={values.province} error={errors.province}>
            {PROVINCE_CODES.map((code) => (
              <option key={code} value={code}>
                {PROVINCES[code][locale]}
              </option>
            ))}
          </Select>
          <Field
            name="postalCode"
            label={t.postalCode}
            hint={t.postalHint}
            defaultValue={values.postalCode}
            error={errors.postalCode}
            autoComplete="postal-code"
            required
          />
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

      <Select name="club" label={t.club} value={values.club} error={errors.club}>
        <option value="">{t.unattached}</option>
        {clubs.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </Select>

      {showGuardian ? (
        <fieldset className="space-y-4">
          <legend className="text-xl font-semibold">{t.guardian}</legend>
          <p className="text-sm text-slate-700">{t.guardianIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="guardianName"
              label={t.guardianName}
              defaultValue={values.guardianName}
              error={errors.guardianName}
              autoComplete="name"
            />
            <Field
              name="guardianEmail"
              label={t.guardianEmail}
              type="email"
              defaultValue={values.guardianEmail}
              error={errors.guardianEmail}
              autoComplete="email"
            />
          </div>
        </fieldset>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t.documents}</legend>
        {documents
          .filter((document) => document.kind !== "concussion" || showConcussion)
          .map((document) => (
            <div key={document.kind} className="space-y-2">
              <h2 className="font-semibold">
                {t.kinds[document.kind]}{" "}
                <span className="text-sm font-normal text-slate-700">
                  {format(t.version, { version: document.version, date: date(document.created_at) })}
                </span>
              </h2>
              <p className="whitespace-pre-line rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
                {locale === "fr" ? document.body_fr : document.body}
              </p>
              <Acceptance
                name={ACCEPT_FIELDS[document.kind]}
                label={acceptanceLabel(t, document.kind, signer)}
                error={errors[ACCEPT_FIELDS[document.kind]]}
                checked={checked(ACCEPT_FIELDS[document.kind])}
                link={
                  document.kind === "concussion" && season?.concussion_url
                    ? { href: season.concussion_url, label: t.concussionMaterial }
                    : undefined
                }
              />
            </div>
          ))}
      </fieldset>

      <section aria-labelledby="join-total" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <h2 id="join-total" className="flex flex-wrap justify-between gap-x-4 text-lg font-semibold">
          <span>{t.total}</span>
          <output aria-live="polite">{total === null ? t.totalNone : money(total)}</output>
        </h2>
        {total === null ? null : (
          <p className="mt-1 text-sm text-slate-700">{total === 0 ? t.totalFree : t.totalPay}</p>
        )}
      </section>

      <div className="max-w-xs">
        <SubmitButton busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
