import type { Locale, Localized } from "~/lib/i18n";
import { account as en } from "../en/account";
import { account as fr } from "../fr/account";

export const accountMessages: Localized<typeof en> = { en, fr };

export type AccountTexts = (typeof accountMessages)[Locale];
