import { about } from "./about";
import { common } from "./common";
import { contact } from "./contact";
import { faq } from "./faq";
import { home } from "./home";
import { jobs } from "./jobs";
import { legal } from "./legal";

/** The English message catalogue: every text a visitor reads. A French one gets the same shape. */
export const en = { common, home, about, faq, jobs, legal, contact };
