import type { Locale, Localized } from "~/lib/i18n";
import { admin as en } from "../en/admin";
import { admin as fr } from "../fr/admin";

export const adminMessages: Localized<typeof en> = { en, fr };

export type AdminTexts = (typeof adminMessages)[Locale];
