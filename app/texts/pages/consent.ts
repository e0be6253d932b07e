import type { Locale, Localized } from "~/lib/i18n";
import { consent as en } from "../en/consent";
import { consent as fr } from "../fr/consent";

export const consentMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type ConsentTexts = (typeof consentMessages)[Locale];
