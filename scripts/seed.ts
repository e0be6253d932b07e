// Applies migrations and seeds the catalogue and demo events: `npm run db:seed`.
import { openDb } from "~/db/db.server";
import { prepareDatabase } from "~/db/prepare.server";
import { seedDemoContent } from "~/db/seed.server";
import { getConfig } from "~/lib/env.server";

const config = getConfig();
const db = openDb(config.DATABASE_URL);
await prepareDatabase(db, config);
await seedDemoContent(db, new Date(), config.TIME_ZONE);
await db.destroy();
console.log("Database ready: migrations applied, catalogue and demo content seeded.");
