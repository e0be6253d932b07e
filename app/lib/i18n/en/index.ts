import { common } from "./common";

/**
 * The English texts every page needs (navigation, footer, errors). Each page's own texts live in
 * their own module (./home, ./about, ...) and reach the browser only with that page.
 */
export const en = { common };
