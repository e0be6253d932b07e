import type { Locale, Localized } from "~/lib/i18n";
import { competitionsPublic as en } from "../en/competitions-public";
import { competitionsPublic as fr } from "../fr/competitions-public";

export const competitionsPublicMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and rules that take them. */
export type CompetitionsPublicTexts = (typeof competitionsPublicMessages)[Locale];
