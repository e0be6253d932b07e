/**
 * The announcements feature's face for pure code: the groups an announcement goes to, in the form's order,
 * and its limits (the test e-mail's, for /admin/limits and the refusal's toast).
 */
export { ANNOUNCEMENT_LIMITS, announcementLimits } from "./limits";
export { AUDIENCES } from "./rules";
