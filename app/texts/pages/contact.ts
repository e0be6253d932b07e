import type { Locale, Localized } from "~/lib/i18n";
import { contact as en } from "../en/contact";
import { contact as fr } from "../fr/contact";

export const contactMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type ContactTexts = (typeof contactMessages)[Locale];
