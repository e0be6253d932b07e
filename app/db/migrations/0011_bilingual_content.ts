import type { Kysely } from "kysely";

const columns = {
  events: ["title_fr", "location_fr", "description_fr"],
  products: ["name_fr", "description_fr"],
};

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  // The French version of an event's or a product's texts; null or blank shows the English instead.
  for (const [table, names] of Object.entries(columns)) {
    for (const name of names) await db.schema.alterTable(table).addColumn(name, "text").execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const [table, names] of Object.entries(columns)) {
    for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
  }
}
