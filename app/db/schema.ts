import type { Generated } from "kysely";

/** Timestamps are ISO 8601 strings in UTC, so they sort the same on SQLite and PostgreSQL. */
export interface EventsTable {
  id: Generated<number>;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  image: string;
  capacity: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  image: string;
  has_sizes: number;
  sort_order: number;
}

export interface Database {
  events: EventsTable;
  products: ProductsTable;
}
