import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { ClubForm, SetupHeader } from "~/features/memberships/components/setup";
import { listClubs, submitClub } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.clubs";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.clubs.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return { clubs: await listClubs(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitClub(db, values, getLocale(context), null);
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).clubs.created;
  return redirectWithToast(config, pathFor(context, "/admin/memberships/clubs"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function MembershipClubs({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  return (
    <section>
      <SetupHeader />
      <h2 className="mt-8 text-xl font-semibold">{m.clubs.listTitle}</h2>
      <p className="mt-1 text-slate-700">{m.clubs.intro}</p>
      {loaderData.clubs.length === 0 ? (
        <p className="mt-4">{m.clubs.empty}</p>
      ) : (
        <DataTable columns={[m.columns.name, m.columns.status, m.columns.actions]}>
          {loaderData.clubs.map((club) => (
            <tr key={club.id}>
              <td className={cell}>{club.name}</td>
              <td className={cell}>{club.hidden ? m.hidden : m.shown}</td>
              <td className={cell}>
                <TextLink
                  to={path(`/admin/memberships/clubs/${club.id}`)}
                  aria-label={format(m.editItem, { name: club.name })}
                >
                  {m.edit}
                </TextLink>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">{m.clubs.newTitle}</h2>
      <ClubForm state={actionData ?? { values: { name: "", hidden: "" } }} submit={m.clubs.create} />
    </section>
  );
}
