import type { Locale, Localized } from "..";
import { shop as en } from "../en/shop";

export const shopMessages: Localized<typeof en> = { en };

/** The texts of one language, for the props and schemas that take them. */
export type ShopTexts = (typeof shopMessages)[Locale];
