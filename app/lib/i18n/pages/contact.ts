import type { Locale, Localized } from "..";
import { contact as en } from "../en/contact";

export const contactMessages: Localized<typeof en> = { en };

/** The texts of one language, for the props and schemas that take them. */
export type ContactTexts = (typeof contactMessages)[Locale];
