import type { Insertable } from "kysely";
import type { NewsPostsTable } from "~/db/schema";
import { testNow } from "./factories";

let serial = 0;

/** A published news post in both languages, shown from testNow unless told otherwise. */
export function newsPostRow(overrides: Partial<Insertable<NewsPostsTable>> = {}): Insertable<NewsPostsTable> {
  serial += 1;
  const at = testNow.toISOString();
  return {
    title: `Post ${serial}`,
    title_fr: `Article ${serial}`,
    summary: `Summary of post ${serial}.`,
    summary_fr: `Résumé de l'article ${serial}.`,
    body: `Body of post ${serial}.`,
    body_fr: `Texte de l'article ${serial}.`,
    image: null,
    status: "published",
    published_at: at,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
