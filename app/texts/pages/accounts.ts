import type { Locale, Localized } from "~/lib/i18n";
import { accounts as en } from "../en/accounts";
import { accounts as fr } from "../fr/accounts";

export const accountsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type AccountsTexts = (typeof accountsMessages)[Locale];
