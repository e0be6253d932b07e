import { TextLink } from "~/components/ui/text-link";
import { DOCUMENT_KINDS } from "~/features/memberships";
import { DocumentTexts, SetupHeader } from "~/features/memberships/components/setup";
import { listCurrentDocuments } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.documents";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.documents.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  const current = await listCurrentDocuments(context.get(appContext).db);
  return {
    documents: DOCUMENT_KINDS.map((kind) => ({
      kind,
      current: current.find((d) => d.kind === kind) ?? null,
    })),
  };
}

export default function MembershipDocuments({ loaderData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const t = m.documents;
  const path = usePath();
  const { date } = useFormat();
  return (
    <section>
      <SetupHeader />
      <p className="mt-6 max-w-3xl text-slate-700">{t.intro}</p>
      {loaderData.documents.map(({ kind, current }) => (
        <section
          key={kind}
          aria-labelledby={`document-${kind}`}
          className="mt-8 rounded-xl bg-white p-6 ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`document-${kind}`} className="text-xl font-semibold">
              {t.kinds[kind]}
            </h2>
            <TextLink
              to={path(`/admin/memberships/documents/${kind}`)}
              aria-label={format(m.editItem, { name: t.kinds[kind] })}
            >
              {m.edit}
            </TextLink>
          </div>
          {current ? (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {format(t.version, { version: current.version, date: date(current.created_at) })}
              </p>
              <DocumentTexts body={current.body} bodyFr={current.body_fr} />
            </>
          ) : (
            <p className="mt-2">{t.none}</p>
          )}
        </section>
      ))}
    </section>
  );
}
