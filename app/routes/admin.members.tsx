import { href, useSearchParams } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { dayIn } from "~/features/memberships";
import { DownloadLink, MembersFilters, MembersTable } from "~/features/memberships/components/members-admin";
import { loadMembersList } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { membersAdminMessages } from "~/texts/pages/members-admin";
import type { Route } from "./+types/admin.members";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membersAdminMessages, (m) => [m.list.metaTitle, m.metaDescription]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return loadMembersList(db, new URL(request.url).searchParams, dayIn(new Date(), config.TIME_ZONE));
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  const t = useTexts(membersAdminMessages);
  const locale = useLocale();
  const path = usePath();
  const [searchParams] = useSearchParams();
  const { season, rows, total, page, pages } = loaderData;
  if (!season)
    return (
      <section>
        <PageHeader title={t.list.title} />
        <p className="mt-6">{t.list.noSeason}</p>
      </section>
    );
  // The export takes the same filters, every page.
  const exported = new URLSearchParams(searchParams);
  exported.delete("page");
  exported.set("season", String(season.id));
  return (
    <section>
      <PageHeader
        title={t.list.title}
        intro={t.list.intro}
        actions={
          <>
            <LinkButton to={`${path(href("/admin/members/report"))}?season=${season.id}`} variant="secondary">
              {t.list.report}
            </LinkButton>
            <DownloadLink to={`${path(href("/admin/members.csv"))}?${exported}`}>
              {t.list.download}
            </DownloadLink>
          </>
        }
      />
      <MembersFilters
        t={t}
        locale={locale}
        seasons={loaderData.seasons}
        season={season}
        types={loaderData.types}
        clubs={loaderData.clubs}
        filters={loaderData.filters}
      />
      <p className="mt-6 font-medium" role="status">
        {format(t.list.found, { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{t.list.empty}</p>
      ) : (
        <MembersTable t={t} locale={locale} rows={rows} />
      )}
      <Pager page={page} pages={pages} labels={t.list.pager} />
    </section>
  );
}
