import type { Locale, Localized } from "~/lib/i18n";
import { matchSheet as en } from "../en/match-sheet";
import { matchSheet as fr } from "../fr/match-sheet";

export const matchSheetMessages: Localized<typeof en> = { en, fr };

export type MatchSheetTexts = (typeof matchSheetMessages)[Locale];
