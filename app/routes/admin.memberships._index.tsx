import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { SeasonForm, SetupHeader } from "~/features/memberships/components/setup";
import { listSeasons, submitSeason } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships._index";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.seasons.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return { seasons: await listSeasons(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitSeason(db, values, getLocale(context), null, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).seasons.created;
  return redirectWithToast(config, pathFor(context, "/admin/memberships"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function MembershipSeasons({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  const { day } = useFormat();
  return (
    <section>
      <SetupHeader />
      <h2 className="mt-8 text-xl font-semibold">{m.seasons.listTitle}</h2>
      {loaderData.seasons.length === 0 ? (
        <p className="mt-4">{m.seasons.empty}</p>
      ) : (
        <DataTable
          columns={[
            m.columns.name,
            m.columns.startsOn,
            m.columns.endsOn,
            m.columns.concussion,
            m.columns.actions,
          ]}
        >
          {loaderData.seasons.map((season) => (
            <tr key={season.id}>
              <td className={cell}>{season.name}</td>
              <td className={cell}>{day(season.starts_on)}</td>
              <td className={cell}>{day(season.ends_on)}</td>
              <td className={cell}>{season.concussion_required ? m.yes : m.no}</td>
              <td className={cell}>
                <TextLink
                  to={path(`/admin/memberships/seasons/${season.id}`)}
                  aria-label={format(m.editItem, { name: season.name })}
                >
                  {m.edit}
                </TextLink>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">{m.seasons.newTitle}</h2>
      <SeasonForm
        state={actionData ?? { values: { name: "", startsOn: "", endsOn: "", concussionRequired: "1" } }}
        submit={m.seasons.create}
      />
    </section>
  );
}
