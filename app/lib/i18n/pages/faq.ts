import type { Localized } from "..";
import { faq as en } from "../en/faq";
import { faq as fr } from "../fr/faq";

export const faqMessages: Localized<typeof en> = { en, fr };
