import type { Locale, Localized } from "~/lib/i18n";
import { announcements as en } from "../en/announcements";
import { announcements as fr } from "../fr/announcements";

export const announcementsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type AnnouncementsTexts = (typeof announcementsMessages)[Locale];
