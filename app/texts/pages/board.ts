import type { Locale, Localized } from "~/lib/i18n";
import { board as en } from "../en/board";
import { board as fr } from "../fr/board";

export const boardMessages: Localized<typeof en> = { en, fr };
export type BoardTexts = (typeof boardMessages)[Locale];
