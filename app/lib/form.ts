import type { z } from "zod";

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Runs a form's schema and keeps the first message per field, as the form shows them. */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}
