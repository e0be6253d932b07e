import type { Localized } from "~/lib/i18n";
import { faq as en } from "../en/faq";
import { faq as fr } from "../fr/faq";

export const faqMessages: Localized<typeof en> = { en, fr };
