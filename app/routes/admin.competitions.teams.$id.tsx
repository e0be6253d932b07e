import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TeamForm } from "~/features/competitions/components/setup";
import { loadTeam, loadTeamChoices, submitTeam } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions.teams.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.teams.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const found = await loadTeam(db, params.id);
  if (!found) throw data(null, { status: 404 });
  return { ...found, ...(await loadTeamChoices(db)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadTeam(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const result = await submitTeam(db, values, getLocale(context), found.team.id, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, competitionsSetupMessages).teams.updated;
  return redirectWithToast(config, pathFor(context, "/admin/competitions/teams"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function EditTeam({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionsSetupMessages);
  const path = usePath();
  const { team } = loaderData;
  return (
    <section>
      <PageHeader
        title={format(m.teams.editTitle, { name: team.name })}
        back={{ to: path("/admin/competitions/teams"), label: m.sections.teams }}
      />
      <TeamForm
        state={actionData ?? { values: loaderData.values }}
        // A hidden club stays on offer to the team that already belongs to it.
        clubs={loaderData.clubs.filter((club) => !club.hidden || club.id === team.club_id)}
        venues={loaderData.venues}
        submit={m.teams.save}
      />
    </section>
  );
}
