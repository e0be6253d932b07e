import type { Locale, Localized } from "~/lib/i18n";
import { matchOfficials as en } from "../en/match-officials";
import { matchOfficials as fr } from "../fr/match-officials";

export const matchOfficialsMessages: Localized<typeof en> = { en, fr };

export type MatchOfficialsTexts = (typeof matchOfficialsMessages)[Locale];
