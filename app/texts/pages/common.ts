import type { Localized } from "~/lib/i18n";
import { common as en } from "../en/common";
import { common as fr } from "../fr/common";

/** The texts every page shares: navigation, footer, errors, toasts. */
export const commonMessages: Localized<typeof en> = { en, fr };
