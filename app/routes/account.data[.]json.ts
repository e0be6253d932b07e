import { dataFileName } from "~/features/accounts";
import { exportAccountData, requireUser } from "~/features/accounts/index.server";
import { exportMatchRecordOfAccount, exportOfficiatingOfAccount } from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import type { Route } from "./+types/account.data[.]json";

/**
 * The signed-in account's data as a JSON file (decision 033); never cached, never another account's.
 * Memberships, events and competitions write their sections, which accounts cannot ask for since they use
 * accounts.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db, config } = args.context.get(appContext);
  const now = new Date();
  const exported = await exportAccountData(db, user.id, now, {
    people: exportPeopleOfAccount,
    attendance: exportAttendanceOfAccount,
    officiating: exportOfficiatingOfAccount,
    matchRecord: exportMatchRecordOfAccount,
  });
  if (!exported) throw new Response(null, { status: 404 });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataFileName(config.ASSOCIATION_SHORT_NAME, now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
