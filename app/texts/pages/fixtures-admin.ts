import type { Locale, Localized } from "~/lib/i18n";
import { fixturesAdmin as en } from "../en/fixtures-admin";
import { fixturesAdmin as fr } from "../fr/fixtures-admin";

export const fixturesAdminMessages: Localized<typeof en> = { en, fr };

export type FixturesAdminTexts = (typeof fixturesAdminMessages)[Locale];
