import { PageHeader } from "~/components/ui/page-header";
import { loadClub, submitClub } from "~/features/memberships/admin.server";
import { ClubForm } from "~/features/memberships/components/setup";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { membershipsAdminMessages } from "~/lib/i18n/pages/memberships-admin";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.memberships.clubs.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.clubs.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadClub(context.get(appContext).db, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { club } = await loadClub(app.db, params.id);
  return submitClub(app, request, context, club.id);
}

export default function EditClub({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  return (
    <section>
      <PageHeader
        title={format(m.clubs.editTitle, { name: loaderData.club.name })}
        back={{ to: path("/admin/memberships/clubs"), label: m.sections.clubs }}
      />
      <ClubForm state={actionData ?? { values: loaderData.values }} submit={m.clubs.save} />
    </section>
  );
}
