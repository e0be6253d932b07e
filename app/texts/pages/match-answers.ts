import type { Locale, Localized } from "~/lib/i18n";
import { matchAnswers as en } from "../en/match-answers";
import { matchAnswers as fr } from "../fr/match-answers";

export const matchAnswersMessages: Localized<typeof en> = { en, fr };

export type MatchAnswersTexts = (typeof matchAnswersMessages)[Locale];
