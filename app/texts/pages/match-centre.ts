import type { Locale, Localized } from "~/lib/i18n";
import { matchCentre as en } from "../en/match-centre";
import { matchCentre as fr } from "../fr/match-centre";

export const matchCentreMessages: Localized<typeof en> = { en, fr };

export type MatchCentreTexts = (typeof matchCentreMessages)[Locale];
