import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TypeForm } from "~/features/memberships/components/setup";
import { loadType, submitType } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.types.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.types.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadType(context.get(appContext).db, params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadType(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const result = await submitType(db, values, getLocale(context), found.type.id);
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).types.updated;
  return redirectWithToast(config, pathFor(context, "/admin/memberships/types"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
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
