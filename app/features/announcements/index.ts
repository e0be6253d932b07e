/** The announcements feature's face for pure code: the groups an announcement goes to, in the form's order. */
export { AUDIENCES } from "./rules";
