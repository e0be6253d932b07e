import type { Localized } from "~/lib/i18n";
import { calendar as en } from "../en/calendar";
import { calendar as fr } from "../fr/calendar";

export const calendarMessages: Localized<typeof en> = { en, fr };
