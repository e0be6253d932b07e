import type { Locale, Localized } from "~/lib/i18n";
import { news as en } from "../en/news";
import { news as fr } from "../fr/news";

export const newsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type NewsTexts = (typeof newsMessages)[Locale];
