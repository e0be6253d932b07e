// Generated rows shared by the benchmarks that fill a database of their own (bench:events, bench:load).

/** The e-mail of bench member `i`, in every table that names one. */
export const benchEmail = (i: number) => `bench-member-${i}@example.org`;

/** Bench member `i`'s account row, made at `stamp`. */
export function benchMember(i: number, stamp: string) {
  return {
    id: `bench-member-${i}`,
    name: `Bench Member ${i}`,
    email: benchEmail(i),
    emailVerified: 0,
    role: "user",
    lastSignInAt: null,
    locale: "en" as const,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Inserts `rows` 500 at a time: SQLite and PostgreSQL both cap the parameters of one statement. */
export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
