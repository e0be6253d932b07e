import { PageHeader } from "~/components/ui/page-header";
import { loadType, submitType } from "~/features/memberships/admin.server";
import { TypeForm } from "~/features/memberships/components/setup";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { membershipsAdminMessages } from "~/lib/i18n/pages/memberships-admin";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.memberships.types.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.types.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadType(context.get(appContext).db, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { type } = await loadType(app.db, params.id);
  return submitType(app, request, context, type.id);
}

export default function EditType({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const path = usePath();
  const { type } = loaderData;
  const name = useLocale() === "fr" ? type.name_fr : type.name;
  return (
    <section>
      <PageHeader
        title={format(m.types.editTitle, { name })}
        back={{ to: path("/admin/memberships/types"), label: m.sections.types }}
      />
      <TypeForm state={actionData ?? { values: loaderData.values }} submit={m.types.save} />
    </section>
  );
}
