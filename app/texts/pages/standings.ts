import type { Locale, Localized } from "~/lib/i18n";
import { standings as en } from "../en/standings";
import { standings as fr } from "../fr/standings";

export const standingsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the standings table, its notes and the tie-break order's form field. */
export type StandingsTexts = (typeof standingsMessages)[Locale];
