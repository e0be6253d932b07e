import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { CompetitionsHeader, VenueForm } from "~/features/competitions/components/setup";
import { listVenues, submitVenue } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions.venues";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.venues.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return { venues: await listVenues(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitVenue(db, values, getLocale(context), null, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, competitionsSetupMessages).venues.created;
  return redirectWithToast(config, pathFor(context, "/admin/competitions/venues"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function CompetitionVenues({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(competitionsSetupMessages);
  const m = t.venues;
  const path = usePath();
  return (
    <section>
      <CompetitionsHeader />
      <h2 className="mt-8 text-xl font-semibold">{m.listTitle}</h2>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      {loaderData.venues.length === 0 ? (
        <p className="mt-4">{m.empty}</p>
      ) : (
        <DataTable columns={[m.columns.name, m.columns.address, m.columns.map, m.columns.actions]}>
          {loaderData.venues.map((venue) => (
            <tr key={venue.id}>
              <td className={cell}>{venue.name}</td>
              <td className={cell}>{venue.address}</td>
              <td className={cell}>
                {venue.map_url ? (
                  <a href={venue.map_url} rel="noopener noreferrer" className="underline">
                    {m.map}
                  </a>
                ) : (
                  t.none
                )}
              </td>
              <td className={cell}>
                <TextLink
                  to={path(`/admin/competitions/venues/${venue.id}`)}
                  aria-label={format(t.editItem, { name: venue.name })}
                >
                  {t.edit}
                </TextLink>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">{m.newTitle}</h2>
      <VenueForm state={actionData ?? { values: { name: "", address: "", mapUrl: "" } }} submit={m.create} />
    </section>
  );
}
