import type { JobHandlers } from "~/lib/jobs/schedule.server";
import { JOB } from "./jobs";
import { sendReminder } from "./reminders/service.server";
import { expireOffer } from "./waiting-list/service.server";

/** What server/app.ts hands the job runner for this feature. */
export const eventJobs: JobHandlers = {
  [JOB.offerExpiry]: expireOffer,
  [JOB.reminder]: sendReminder,
};
