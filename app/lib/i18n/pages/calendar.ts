import type { Localized } from "..";
import { calendar as en } from "../en/calendar";

export const calendarMessages: Localized<typeof en> = { en };
