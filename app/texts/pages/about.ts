import type { Localized } from "~/lib/i18n";
import { about as en } from "../en/about";
import { about as fr } from "../fr/about";

export const aboutMessages: Localized<typeof en> = { en, fr };
