import { migrateAuth } from "~/features/accounts/auth.server";
import type { Config } from "~/lib/config";
import type { Db } from "./db.server";
import { migrateToLatest } from "./migrate.server";

/** Our migrations, then better-auth's tables; both are no-ops when the schema is current. */
export async function prepareDatabase(db: Db, config: Config) {
  await migrateToLatest(db);
  await migrateAuth(db, config);
}
