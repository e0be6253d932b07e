import { z } from "zod";

export const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  /** How long the toast stays, in milliseconds. */
  duration: z.number().int().positive().max(60_000).optional(),
});

export type Toast = z.input<typeof toastSchema>;
