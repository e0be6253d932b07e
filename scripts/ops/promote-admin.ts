// Makes an existing account an administrator: `npm run admin:promote -- someone@example.org`.
// This is how a new site gets its first admin; later admins can be promoted from /admin/users.
import { openDb } from "~/db/db.server";
import { promoteSchema } from "~/features/accounts";
import { promoteToAdmin } from "~/features/accounts/index.server";
import { getConfig } from "~/lib/env.server";
import { format } from "~/lib/i18n";
import { accountsMessages } from "~/texts/pages/accounts";
import { adminMessages } from "~/texts/pages/admin";
import { commonMessages } from "~/texts/pages/common";
import { prepareDatabase } from "../../server/prepare-database";

// The operator's language, from the shell's locale (LANG=fr_CA.UTF-8 prints French).
const locale = /^fr/i.test(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "")
  ? "fr"
  : "en";
const accounts = accountsMessages[locale];
const admin = adminMessages[locale];

const parsed = promoteSchema(accounts.validation).safeParse({ email: process.argv[2] ?? "" });
if (!parsed.success) {
  console.error(`${accounts.validation.validEmail}. ${admin.users.promoteUsage}`);
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
console.log(
  format(commonMessages[locale].notice, { ...text, description: format(text.description, { email }) }),
);
process.exit(result === "not-found" ? 1 : 0);
