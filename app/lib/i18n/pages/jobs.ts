import type { Localized } from "..";
import { jobs as en } from "../en/jobs";

export const jobsMessages: Localized<typeof en> = { en };
