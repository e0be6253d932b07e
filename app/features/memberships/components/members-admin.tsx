import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, Label } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import {
  AGE_GROUPS,
  type MemberFilters,
  SEARCH_MAX,
  STANDING_FILTERS,
  UNATTACHED,
} from "~/features/memberships/members-admin/rules";
import { useFormat } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { usePath } from "~/lib/root-data";
import type { MembersAdminTexts } from "~/texts/pages/members-admin";

/** The administrators' members pages (routes/admin.members*.tsx): filters, the list, the record's parts. */

const selectClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2";

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <Label htmlFor={name}>{label}</Label>
      <select id={name} name={name} defaultValue={value} className={selectClass}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type Named = { id: number; name: string };

/** The list's filters as a GET form: the address keeps them, so links and the CSV carry them too. */
export function MembersFilters({
  t,
  locale,
  seasons,
  season,
  types,
  clubs,
  filters,
}: {
  t: MembersAdminTexts;
  locale: Locale;
  seasons: Named[];
  season: Named;
  types: (Named & { name_fr: string })[];
  clubs: Named[];
  filters: MemberFilters;
}) {
  const l = t.list;
  const any = ["", l.any] as const;
  // Controls are keyed on the address's values, so a new search shows them as the address says.
  const key = JSON.stringify({ season: season.id, filters });
  return (
    <Form method="get" aria-label={l.filtersLabel} className="mt-6 rounded-xl bg-slate-50 p-5" key={key}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Choice
          name="season"
          label={l.season}
          value={String(season.id)}
          options={seasons.map((s) => [String(s.id), s.name] as const)}
        />
        <Choice
          name="type"
          label={l.type}
          value={String(filters.typeId ?? "")}
          options={[
            any,
            ...types.map((type) => [String(type.id), locale === "fr" ? type.name_fr : type.name] as const),
          ]}
        />
        <Choice
          name="standing"
          label={l.standing}
          value={filters.standing ?? ""}
          options={[any, ...STANDING_FILTERS.map((standing) => [standing, t.standings[standing]] as const)]}
        />
        <Choice
          name="club"
          label={l.club}
          value={String(filters.club ?? "")}
          options={[
            any,
            ...clubs.map((club) => [String(club.id), club.name] as const),
            [UNATTACHED, t.unattached],
          ]}
        />
        <Choice
          name="age"
          label={l.age}
          value={filters.age ?? ""}
          options={[any, ...AGE_GROUPS.map((group) => [group, t.ageGroups[group]] as const)]}
        />
        <Field
          name="q"
          type="search"
          label={l.search}
          hint={l.searchHint}
          defaultValue={filters.search}
          maxLength={SEARCH_MAX}
          autoComplete="off"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit">{l.apply}</Button>
        <Link to={`?season=${season.id}`} className="text-sm font-medium text-red-800 underline">
          {l.reset}
        </Link>
      </div>
    </Form>
  );
}

export type MemberListRow = {
  number: string;
  firstName: string;
  lastName: string;
  type: Record<Locale, string>;
  club: string | null;
  ageGroup: "youth" | "adult";
  standing: keyof MembersAdminTexts["standings"];
  joined: string;
};

export function MembersTable({
  t,
  locale,
  rows,
}: {
  t: MembersAdminTexts;
  locale: Locale;
  rows: MemberListRow[];
}) {
  const path = usePath();
  const { date } = useFormat();
  return (
    <DataTable columns={Object.values(t.list.columns)}>
      {rows.map((row) => (
        <tr key={row.number}>
          <td className={cell}>
            <TextLink to={path(href("/admin/members/:number", { number: row.number }))}>
              {row.number}
            </TextLink>
          </td>
          <td className={cell}>
            {row.firstName} {row.lastName}
          </td>
          <td className={cell}>{row.type[locale]}</td>
          <td className={cell}>{row.club ?? t.unattached}</td>
          <td className={cell}>{t.ageGroups[row.ageGroup]}</td>
          <td className={cell}>{t.standings[row.standing]}</td>
          <td className={cell}>{date(row.joined)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A link that downloads a file (a resource route, so no client-side navigation). */
export function DownloadLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} download className={buttonClass({ variant: "secondary" })}>
      {children}
    </a>
  );
}

/** Term and value side by side, as on the order page. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="font-medium">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** One consent: the document, the version (its text folded under it), who accepted, when. */
export function ConsentsTable({
  t,
  kinds,
  consents,
}: {
  t: MembersAdminTexts["record"];
  kinds: Record<string, string>;
  consents: {
    id: number;
    kind: string;
    version: number;
    text: string;
    accepted_by_name: string;
    accepted_by_email: string;
    role: "member" | "guardian";
    accepted_at: string;
    expires_at: string | null;
    confirmed_at: string | null;
    guardian: { name: string; email: string; state: "own" | "confirmed" | "awaiting" | "expired" } | null;
  }[];
}) {
  const { dateTime } = useFormat();
  if (consents.length === 0) return <p className="mt-2 text-slate-700">{t.noConsents}</p>;
  return (
    <DataTable columns={Object.values(t.consentColumns)}>
      {consents.map((consent) => (
        <tr key={consent.id} className="align-top">
          <td className={cell}>{kinds[consent.kind]}</td>
          <td className={cell}>
            <details>
              <summary className="cursor-pointer font-medium text-red-800 underline">
                {format(t.version, { version: consent.version })}
              </summary>
              <div className="mt-2 max-w-prose whitespace-pre-line rounded bg-slate-50 p-3 text-slate-800">
                {consent.text}
              </div>
            </details>
          </td>
          <td className={cell}>
            {consent.guardian ? (
              <>
                {format(t.declaredBy, {
                  name: consent.accepted_by_name,
                  email: consent.accepted_by_email,
                  guardian: consent.guardian.name,
                  guardianEmail: consent.guardian.email,
                })}
                <span className="mt-1 block font-medium">
                  {format(t.guardianState[consent.guardian.state], {
                    date: dateTime(consent.confirmed_at ?? consent.expires_at ?? consent.accepted_at),
                  })}
                </span>
              </>
            ) : (
              format(t.acceptedBy, {
                name: consent.accepted_by_name,
                email: consent.accepted_by_email,
                role: t.roles[consent.role],
              })
            )}
          </td>
          <td className={cell}>{dateTime(consent.accepted_at)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
