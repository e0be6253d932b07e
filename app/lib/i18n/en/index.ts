import { common } from "./common";
import { home } from "./home";

/** The English message catalogue: every text a visitor reads. A French one gets the same shape. */
export const en = { common, home };
