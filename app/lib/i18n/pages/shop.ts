import type { Localized } from "..";
import { shop as en } from "../en/shop";

export const shopMessages: Localized<typeof en> = { en };
