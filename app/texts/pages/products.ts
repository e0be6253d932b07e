import type { Locale, Localized } from "~/lib/i18n";
import { products as en } from "../en/products";
import { products as fr } from "../fr/products";

export const productsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type ProductsTexts = (typeof productsMessages)[Locale];
