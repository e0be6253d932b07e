import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { SeasonForm } from "~/features/memberships/components/setup";
import { loadSeason, submitSeason } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.seasons.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.seasons.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadSeason(context.get(appContext).db, params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadSeason(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const result = await submitSeason(db, values, getLocale(context), found.season.id, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).seasons.updated;
  return redirectWithToast(config, pathFor(context, "/admin/memberships"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
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
