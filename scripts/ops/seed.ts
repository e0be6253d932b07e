// Applies migrations and seeds the catalogue and demo events: `npm run db:seed`.
import { openDb } from "~/db/db.server";
import { getConfig } from "~/lib/env.server";
import { prepareDatabase } from "../../server/prepare-database";
import { seedDemoContent } from "../lib/seed";

const config = getConfig();
const db = openDb(config.DATABASE_URL);
await prepareDatabase(db, config);
await seedDemoContent(db, new Date(), config.TIME_ZONE);
await db.destroy();
console.log("Database ready: migrations applied, catalogue and demo content seeded.");
