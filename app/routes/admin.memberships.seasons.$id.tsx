import { PageHeader } from "~/components/ui/page-header";
import { loadSeason, submitSeason } from "~/features/memberships/admin.server";
import { SeasonForm } from "~/features/memberships/components/setup";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { membershipsAdminMessages } from "~/lib/i18n/pages/memberships-admin";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.memberships.seasons.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.seasons.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSeason(context.get(appContext).db, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { season } = await loadSeason(app.db, params.id);
  return submitSeason(app, request, context, season.id, new Date());
}

export default function EditSeason({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  return (
    <section>
      <PageHeader
        title={format(m.seasons.editTitle, { name: loaderData.season.name })}
        back={{ to: path("/admin/memberships"), label: m.sections.seasons }}
      />
      <SeasonForm state={actionData ?? { values: loaderData.values }} submit={m.seasons.save} />
    </section>
  );
}
