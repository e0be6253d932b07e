/** The kinds of job this feature schedules (lib/jobs); server/app.ts runs them with `eventJobs`. */
export const JOB = { offerExpiry: "offer-expiry", reminder: "reminder" } as const;
