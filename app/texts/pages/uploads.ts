import type { Localized } from "~/lib/i18n";
import { uploads as en } from "../en/uploads";
import { uploads as fr } from "../fr/uploads";

export const uploadsMessages: Localized<typeof en> = { en, fr };
