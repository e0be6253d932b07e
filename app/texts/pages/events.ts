import type { Locale, Localized } from "~/lib/i18n";
import { events as en } from "../en/events";
import { events as fr } from "../fr/events";

export const eventsMessages: Localized<typeof en> = { en, fr };

/** The texts of one language, for the props and schemas that take them. */
export type EventsTexts = (typeof eventsMessages)[Locale];
