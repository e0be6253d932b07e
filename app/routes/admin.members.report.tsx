import { Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { dayIn } from "~/features/memberships";
import { DownloadLink } from "~/features/memberships/components/members-admin";
import { loadReport } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { membersAdminMessages } from "~/texts/pages/members-admin";
import type { Route } from "./+types/admin.members.report";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membersAdminMessages, (m) => [m.report.metaTitle, m.metaDescription]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return loadReport(db, new URL(request.url).searchParams, dayIn(new Date(), config.TIME_ZONE));
}

export default function MembersReport({ loaderData }: Route.ComponentProps) {
  const m = useTexts(membersAdminMessages);
  const t = m.report;
  const locale = useLocale();
  const path = usePath();
  const { season, seasons } = loaderData;
  const back = { to: path(href("/admin/members")), label: m.record.back };
  if (!season)
    return (
      <section>
        <PageHeader title={t.title} back={back} />
        <p className="mt-6">{m.list.noSeason}</p>
      </section>
    );
  const counted = (rows: [string, string | null, number][]) => (
    <DataTable columns={[t.columns.name, t.columns.count]}>
      {rows.map(([key, name, count]) => (
        <tr key={key}>
          <th scope="row" className={`${cell} font-normal`}>
            {name}
          </th>
          <td className={cell}>{count}</td>
        </tr>
      ))}
    </DataTable>
  );
  return (
    <section>
      <PageHeader
        title={t.title}
        intro={t.intro}
        back={{ to: `${back.to}?season=${season.id}`, label: back.label }}
        actions={
          <DownloadLink to={`${path(href("/admin/members/report.csv"))}?season=${season.id}`}>
            {t.download}
          </DownloadLink>
        }
      />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" key={season.id}>
        <div>
          <Label htmlFor="season">{m.list.season}</Label>
          <select
            id="season"
            name="season"
            defaultValue={String(season.id)}
            className="mt-1 block rounded-md border border-slate-400 px-3 py-2"
          >
            {seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{m.list.apply}</Button>
      </Form>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {[
          ["total", t.total, loaderData.total],
          ["voters", t.voters, loaderData.voters],
        ].map(([key, label, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-semibold">{t.perType}</h2>
      <DataTable columns={[t.columns.name, t.columns.votes, t.columns.count]}>
        {loaderData.perType.map((type) => (
          <tr key={type.id}>
            <th scope="row" className={`${cell} font-normal`}>
              {type.name[locale]}
            </th>
            <td className={cell}>{type.votes ? t.yes : ""}</td>
            <td className={cell}>{type.count}</td>
          </tr>
        ))}
      </DataTable>
      <h2 className="mt-8 text-xl font-semibold">{t.perClub}</h2>
      {counted(loaderData.perClub.map((club) => [String(club.id), club.name ?? m.unattached, club.count]))}
      <h2 className="mt-8 text-xl font-semibold">{t.ageSplit}</h2>
      {counted([
        ["youth", m.ageGroups.youth, loaderData.youth],
        ["adult", m.ageGroups.adult, loaderData.adult],
      ])}
    </section>
  );
}
