import type { Locale, Localized } from "~/lib/i18n";
import { fixtures as en } from "../en/fixtures";
import { fixtures as fr } from "../fr/fixtures";

export const fixturesMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the functions that put fixtures into words. */
export type FixturesTexts = (typeof fixturesMessages)[Locale];
