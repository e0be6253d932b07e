import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { listSiteTextPages } from "~/features/site-texts/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { siteTextsMessages } from "~/texts/pages/site-texts";
import type { Route } from "./+types/admin.site-texts._index";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, siteTextsMessages, (m) => [m.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return { pages: await listSiteTextPages(context.get(appContext).db) };
}

/** Which page is where on the public site. */
const PUBLIC_PATH = { home: "/", about: "/about", faq: "/faq" } as const;

export default function SiteTexts({ loaderData }: Route.ComponentProps) {
  const t = useTexts(siteTextsMessages);
  const path = usePath();
  const when = useFormat();
  return (
    <section>
      <PageHeader title={t.title} intro={t.intro} />
      <DataTable columns={[t.columns.page, t.columns.saved, ""]}>
        {loaderData.pages.map(({ page, updatedAt }) => (
          <tr key={page}>
            <td className={cell}>
              <span className="font-semibold">{t.pages[page]}</span>
              <span className="block text-sm text-slate-700">{t.pageIntros[page]}</span>
            </td>
            <td className={cell}>{updatedAt ? when.dateTime(updatedAt) : t.defaults}</td>
            <td className={`${cell} space-x-4 whitespace-nowrap`}>
              <TextLink to={path(`/admin/site-texts/${page}`)}>
                {t.edit}
                <span className="sr-only">
                  {" "}
                  {format(t.editHidden, { page: t.pages[page].toLowerCase() })}
                </span>
              </TextLink>
              <TextLink to={path(PUBLIC_PATH[page])}>
                {t.view}
                <span className="sr-only"> {t.pages[page].toLowerCase()}</span>
              </TextLink>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
