import type { Locale, Localized } from "~/lib/i18n";
import { competitionsSetup as en } from "../en/competitions-setup";
import { competitionsSetup as fr } from "../fr/competitions-setup";

export const competitionsSetupMessages: Localized<typeof en> = { en, fr };

export type CompetitionsSetupTexts = (typeof competitionsSetupMessages)[Locale];
