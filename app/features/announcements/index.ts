/** The announcements feature's face for pure code: the groups an announcement goes to, in the form's order. */

export { ANNOUNCEMENT_LIMITS, announcementLimits } from "./limits";
export { AUDIENCES } from "./rules";
