import { unsubscribeUrl } from "~/features/newsletter";
import { listConfirmedSubscribers } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { toCsv } from "~/lib/csv";
import { formatSheetDateTime } from "~/lib/dates";
import { getTexts } from "~/lib/i18n";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/admin.newsletter[.]csv";

/**
 * The confirmed subscribers, each with the one-click unsubscribe link every issue must carry for them,
 * to the page in the subscription's language; the confirmation time on the association's clock.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const columns = getTexts(context, newsletterMessages).admin.csvColumns;
  const subscribers = await listConfirmedSubscribers(db);
  const csv = toCsv([
    [columns.email, columns.confirmedAt, columns.unsubscribeUrl],
    ...subscribers.map((s) => [
      s.email,
      s.confirmed_at ? formatSheetDateTime(s.confirmed_at, config.TIME_ZONE) : "",
      unsubscribeUrl(config.BASE_URL, s.unsubscribe_token, s.locale),
    ]),
  ]);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
}
