import type { Locale, Localized } from "~/lib/i18n";
import { competitionResults as en } from "../en/competition-results";
import { competitionResults as fr } from "../fr/competition-results";

export const competitionResultsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the rules and forms that take them. */
export type CompetitionResultsTexts = (typeof competitionResultsMessages)[Locale];
