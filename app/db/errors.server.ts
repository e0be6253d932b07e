/**
 * Whether a database error is a duplicate key, from either driver: PostgreSQL reports 23505 for any
 * unique index or primary key; better-sqlite3 names the two cases apart.
 */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
