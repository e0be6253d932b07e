import type { Locale, Localized } from "~/lib/i18n";
import { memberCard as en } from "../en/member-card";
import { memberCard as fr } from "../fr/member-card";

export const memberCardMessages: Localized<typeof en> = { en, fr };

export type MemberCardTexts = (typeof memberCardMessages)[Locale];
