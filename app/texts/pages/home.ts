import type { Localized } from "~/lib/i18n";
import { home as en } from "../en/home";
import { home as fr } from "../fr/home";

export const homeMessages: Localized<typeof en> = { en, fr };
