import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { accountLimits } from "~/features/accounts";
import { announcementLimits } from "~/features/announcements";
import { contactLimits } from "~/features/contact";
import { eventLimits } from "~/features/events";
import { membershipLimits } from "~/features/memberships";
import { newsletterLimits } from "~/features/newsletter";
import { shopLimits } from "~/features/shop";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { recentFirings } from "~/lib/rate-limit.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin.limits";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.limits, { noindex: true });

/**
 * Every limit in effect, as each feature declares it, with this server's settings (decision 039), and how
 * often each fired in the last 24 hours; the /admin middleware checked who asks.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return {
    limits: [
      ...accountLimits(config),
      ...eventLimits(config),
      ...shopLimits(config),
      ...membershipLimits(),
      ...contactLimits(),
      ...newsletterLimits(),
      ...announcementLimits(),
    ],
    difficulty: config.CHALLENGE_DIFFICULTY,
    firings: await recentFirings(db, new Date()),
  };
}

export default function AdminLimits({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).limits;
  const { dateTime } = useFormat();
  const { limits, firings, difficulty } = loaderData;
  const name = (bucket: string) => m.buckets[bucket] ?? bucket;
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <p className="mt-2 max-w-3xl text-slate-700">{format(m.difficulty, { difficulty })}</p>
      <h2 className="mt-8 text-xl font-semibold">{m.inEffect}</h2>
      <DataTable
        columns={[m.columns.limit, m.columns.per, m.columns.budget, m.columns.past, m.columns.setting]}
      >
        {limits.map((limit) => (
          <tr key={`${limit.bucket}:${limit.per}`}>
            <td className={cell}>{name(limit.bucket)}</td>
            <td className={cell}>{m.per[limit.per]}</td>
            <td className={cell}>{format(m.budget, { max: limit.max, minutes: limit.windowMinutes })}</td>
            <td className={cell}>{m.past[limit.past]}</td>
            <td className={cell}>{limit.setting ? <code>{limit.setting}</code> : m.fixed}</td>
          </tr>
        ))}
      </DataTable>
      <h2 className="mt-8 text-xl font-semibold">{m.firingsTitle}</h2>
      <p className="mt-1 max-w-3xl text-slate-700">{m.firingsIntro}</p>
      {firings.length === 0 ? (
        <p className="mt-4 text-slate-700">{m.noFirings}</p>
      ) : (
        <DataTable columns={[m.columns.limit, m.columns.kind, m.columns.count, m.columns.last]}>
          {firings.map((row) => (
            <tr key={`${row.bucket}:${row.kind}`}>
              <td className={cell}>{name(row.bucket)}</td>
              <td className={cell}>{m.kinds[row.kind as keyof typeof m.kinds] ?? row.kind}</td>
              <td className={cell}>{row.count}</td>
              <td className={cell}>{dateTime(row.last_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
