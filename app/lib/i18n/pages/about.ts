import type { Localized } from "..";
import { about as en } from "../en/about";

export const aboutMessages: Localized<typeof en> = { en };
