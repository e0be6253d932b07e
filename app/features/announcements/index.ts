/**
 * The announcements feature's face for pure code: the groups an announcement goes to and its form's schema
 * (the compose page checks it in the browser too).
 */
export { AUDIENCES, announcementSchema, BODY_MAX, SUBJECT_MAX } from "./rules";
