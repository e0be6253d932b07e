import type { Locale, Localized } from "~/lib/i18n";
import { newsletter as en } from "../en/newsletter";
import { newsletter as fr } from "../fr/newsletter";

export const newsletterMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type NewsletterTexts = (typeof newsletterMessages)[Locale];
