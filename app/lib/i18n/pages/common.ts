import type { Localized } from "..";
import { common as en } from "../en/common";

/** The texts every page shares: navigation, footer, errors, toasts. */
export const commonMessages: Localized<typeof en> = { en };
