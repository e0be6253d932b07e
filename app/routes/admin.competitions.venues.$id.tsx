import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { VenueForm } from "~/features/competitions/components/setup";
import { loadVenue, submitVenue } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions.venues.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.venues.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadVenue(context.get(appContext).db, params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadVenue(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const result = await submitVenue(db, values, getLocale(context), found.venue.id, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, competitionsSetupMessages).venues.updated;
  return redirectWithToast(config, pathFor(context, "/admin/competitions/venues"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function EditVenue({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionsSetupMessages);
  const path = usePath();
  return (
    <section>
      <PageHeader
        title={format(m.venues.editTitle, { name: loaderData.venue.name })}
        back={{ to: path("/admin/competitions/venues"), label: m.sections.venues }}
      />
      <VenueForm state={actionData ?? { values: loaderData.values }} submit={m.venues.save} />
    </section>
  );
}
