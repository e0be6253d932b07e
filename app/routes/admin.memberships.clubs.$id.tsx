import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ClubForm } from "~/features/memberships/components/setup";
import { loadClub, submitClub } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.clubs.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.clubs.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadClub(context.get(appContext).db, params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadClub(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const result = await submitClub(db, values, getLocale(context), found.club.id);
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).clubs.updated;
  return redirectWithToast(config, pathFor(context, "/admin/memberships/clubs"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
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
