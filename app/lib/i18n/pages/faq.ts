import type { Localized } from "..";
import { faq as en } from "../en/faq";

export const faqMessages: Localized<typeof en> = { en };
