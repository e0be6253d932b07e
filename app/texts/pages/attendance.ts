import type { Localized } from "~/lib/i18n";
import { attendance as en } from "../en/attendance";
import { attendance as fr } from "../fr/attendance";

export const attendanceMessages: Localized<typeof en> = { en, fr };
