import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { CompetitionsHeader, TeamForm } from "~/features/competitions/components/setup";
import { listTeams, loadTeamChoices, submitTeam } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions.teams";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.teams.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [teams, choices] = await Promise.all([listTeams(db), loadTeamChoices(db)]);
  return { teams, ...choices };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitTeam(db, values, getLocale(context), null, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, competitionsSetupMessages).teams.created;
  return redirectWithToast(config, pathFor(context, "/admin/competitions/teams"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function CompetitionTeams({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(competitionsSetupMessages);
  const m = t.teams;
  const path = usePath();
  return (
    <section>
      <CompetitionsHeader />
      <h2 className="mt-8 text-xl font-semibold">{m.listTitle}</h2>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      {loaderData.teams.length === 0 ? (
        <p className="mt-4">{m.empty}</p>
      ) : (
        <DataTable columns={[m.columns.name, m.columns.from, m.columns.venue, m.columns.actions]}>
          {loaderData.teams.map((team) => (
            <tr key={team.id}>
              <td className={cell}>{team.name}</td>
              <td className={cell}>
                {team.clubName ?? format(t.entries.guestFrom, { from: team.guestFrom ?? "" })}
              </td>
              <td className={cell}>{team.venueName ?? t.none}</td>
              <td className={cell}>
                <TextLink
                  to={path(`/admin/competitions/teams/${team.id}`)}
                  aria-label={format(t.editItem, { name: team.name })}
                >
                  {t.edit}
                </TextLink>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">{m.newTitle}</h2>
      <TeamForm
        state={actionData ?? { values: { name: "", kind: "club", club: "", guestFrom: "", homeVenue: "" } }}
        clubs={loaderData.clubs.filter((club) => !club.hidden)}
        venues={loaderData.venues}
        submit={m.create}
      />
    </section>
  );
}
