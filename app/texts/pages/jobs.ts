import type { Localized } from "~/lib/i18n";
import { jobs as en } from "../en/jobs";
import { jobs as fr } from "../fr/jobs";

export const jobsMessages: Localized<typeof en> = { en, fr };
