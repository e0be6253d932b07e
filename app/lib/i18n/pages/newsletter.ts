import type { Localized } from "..";
import { newsletter as en } from "../en/newsletter";

export const newsletterMessages: Localized<typeof en> = { en };
