import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { DocumentForm, DocumentTexts } from "~/features/memberships/components/setup";
import { loadDocument, submitDocument } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.documents.$kind";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.documents.metaEdit, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadDocument(context.get(appContext).db, params.kind);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadDocument(db, params.kind);
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const adminId = context.get(adminUserContext).id;
  const result = await submitDocument(db, values, getLocale(context), found.kind, adminId, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const t = getTexts(context, membershipsAdminMessages).documents;
  return redirectWithToast(config, pathFor(context, "/admin/memberships/documents"), {
    ...t.saved,
    description: format(t.saved.description, { kind: t.kinds[found.kind], version: result.version }),
  });
}

export default function EditDocument({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const t = m.documents;
  const path = usePath();
  const { date } = useFormat();
  const { kind, versions } = loaderData;
  const current = versions[0]?.version ?? 0;
  const earlier = versions.slice(1);
  return (
    <section>
      <PageHeader
        title={format(t.editTitle, { kind: t.kinds[kind] })}
        intro={current > 0 ? format(t.editIntro, { next: current + 1, current }) : undefined}
        back={{ to: path("/admin/memberships/documents"), label: m.sections.documents }}
      />
      <DocumentForm state={actionData ?? { values: loaderData.values }} next={current + 1} />
      <h2 className="mt-10 text-xl font-semibold">{t.history}</h2>
      {earlier.length === 0 ? (
        <p className="mt-2">{t.noHistory}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {earlier.map((version) => (
            <li key={version.id}>
              <details className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
                <summary className="cursor-pointer font-medium">
                  {format(t.version, { version: version.version, date: date(version.created_at) })}
                </summary>
                <DocumentTexts body={version.body} bodyFr={version.body_fr} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
