import type { Locale, Localized } from "~/lib/i18n";
import { shop as en } from "../en/shop";
import { shop as fr } from "../fr/shop";

export const shopMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type ShopTexts = (typeof shopMessages)[Locale];
