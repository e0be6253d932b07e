import type { Locale, Localized } from "~/lib/i18n";
import { sponsors as en } from "../en/sponsors";
import { sponsors as fr } from "../fr/sponsors";

export const sponsorsMessages: Localized<typeof en> = { en, fr };
export type SponsorsTexts = (typeof sponsorsMessages)[Locale];
