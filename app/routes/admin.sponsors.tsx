import { data } from "react-router";
import { ConfirmDelete } from "~/components/row-actions";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { parseDirection, parseId } from "~/features/association";
import { OrderedRowCells } from "~/features/association/components/ordered-row-cells";
import { moveSponsor, removeSponsor, sponsorsForAdmin } from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import type { Route } from "./+types/admin.sponsors";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, sponsorsMessages, (m) => [m.admin.metaTitle, m.admin.metaDescription]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const tiers = await sponsorsForAdmin(db, new Date(), config.TIME_ZONE);
  const confirm = parseId(new URL(request.url).searchParams.get("confirm"));
  const confirming = tiers.flatMap((tier) => tier.sponsors).find((sponsor) => sponsor.id === confirm);
  return { tiers, confirming: confirming ? { id: confirming.id, name: confirming.name } : null };
}

/** Up, down or delete, from the list's buttons; anything else is a bad request. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const t = getTexts(context, sponsorsMessages).admin;
  const form = await readForm(request);
  const id = parseId(form.id);
  const direction = parseDirection(form.intent);
  if (id === null || (form.intent !== "delete" && direction === null))
    throw data("Bad request", { status: 400 });
  const back = pathFor(context, "/admin/sponsors");
  const done = direction
    ? await moveSponsor(db, id, direction, new Date())
    : await removeSponsor(db, id).then((name) => (name === null ? null : { name }));
  if (!done) return redirectWithToast(config, back, { ...t.gone, variant: "destructive" });
  const toast = direction ? t.moved : t.deleted;
  return redirectWithToast(config, back, { ...toast, description: format(toast.description, done) });
}

export default function AdminSponsors({ loaderData }: Route.ComponentProps) {
  const m = useTexts(sponsorsMessages);
  const t = m.admin;
  const path = usePath();
  const { day } = useFormat();
  const back = path("/admin/sponsors");
  const dates = (from: string | null, to: string | null) => {
    if (from && to) return format(t.between, { from: day(from), to: day(to) });
    if (from) return format(t.from, { from: day(from) });
    if (to) return format(t.until, { to: day(to) });
    return t.always;
  };
  const { confirming } = loaderData;
  return (
    <section>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={<LinkButton to={path("/admin/sponsors/new")}>{t.add}</LinkButton>}
      />
      {loaderData.tiers.map(({ tier, sponsors }) => (
        <div key={tier}>
          <h2 className="mt-10 text-xl font-semibold">{m.section.tiers[tier]}</h2>
          {sponsors.length === 0 ? (
            <p className="mt-2 text-slate-700">{t.empty}</p>
          ) : (
            <DataTable
              columns={[t.columns.logo, t.columns.name, t.columns.dates, t.columns.order, t.columns.actions]}
            >
              {sponsors.map((sponsor, index) => (
                <tr key={sponsor.id}>
                  <td className={cell}>
                    <ResponsiveImage
                      src={sponsor.logo}
                      alt=""
                      sizes="96px"
                      width={192}
                      height={96}
                      className="h-12 w-24 object-contain"
                    />
                  </td>
                  <td className="px-4 py-3 font-medium">{sponsor.name}</td>
                  <td className={cell}>
                    {dates(sponsor.active_from, sponsor.active_to)}
                    {sponsor.shown ? null : <span className="block text-slate-700">{t.notShown}</span>}
                  </td>
                  <OrderedRowCells
                    id={sponsor.id}
                    name={sponsor.name}
                    index={index}
                    count={sponsors.length}
                    editTo={path(`/admin/sponsors/${sponsor.id}`)}
                    texts={t}
                  />
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      ))}
      <ConfirmDelete
        confirming={
          confirming ? { id: confirming.id, text: format(t.confirmText, { name: confirming.name }) } : null
        }
        texts={t}
        action={back}
        back={back}
      />
    </section>
  );
}
