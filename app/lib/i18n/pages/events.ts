import type { Localized } from "..";
import { events as en } from "../en/events";

export const eventsMessages: Localized<typeof en> = { en };
