import type { Locale, Localized } from "~/lib/i18n";
import { siteTexts as en } from "../en/site-texts";
import { siteTexts as fr } from "../fr/site-texts";

export const siteTextsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type SiteTextsTexts = (typeof siteTextsMessages)[Locale];
