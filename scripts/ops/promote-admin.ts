// Makes an existing account an administrator: `npm run admin:promote -- someone@example.org`.
// This is how a new site gets its first admin; later admins can be promoted from /admin/users.
import { openDb } from "~/db/db.server";
import { promoteSchema } from "~/features/accounts/rules";
import { promoteToAdmin } from "~/features/accounts/service.server";
import { getConfig } from "~/lib/env.server";
import { format } from "~/lib/i18n";
import { accounts } from "~/lib/i18n/en/accounts";
import { admin } from "~/lib/i18n/en/admin";
import { prepareDatabase } from "../../server/prepare-database";

const parsed = promoteSchema(accounts.validation).safeParse({ email: process.argv[2] ?? "" });
if (!parsed.success) {
  console.error(`${accounts.validation.validEmail}. Usage: npm run admin:promote -- someone@example.org`);
  process.exit(2);
}
const { email } = parsed.data;
const config = getConfig();
const db = openDb(config.DATABASE_URL);
await prepareDatabase(db, config);
const result = await promoteToAdmin({ db }, email);
await db.destroy();

const t = admin.users.toast;
const text = { promoted: t.success, "already-admin": t.alreadyAdmin, "not-found": t.notFound }[result];
console.log(`${text.title}: ${format(text.description, { email })}`);
process.exit(result === "not-found" ? 1 : 0);
