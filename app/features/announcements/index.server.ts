/**
 * The announcements feature's face on the server (docs/announcements.md, decision 059): the compose form's
 * save, the list, an announcement's page (count before, progress after), the test to the administrator,
 * "Send" (the group frozen), and the job that paces the sending, for server/app.ts.
 */
export { listAnnouncements } from "./queries.server";
export {
  announcementJobs,
  createAnnouncement,
  loadAnnouncement,
  loadComposeOptions,
  sendAnnouncement,
  sendTestAnnouncement,
} from "./service.server";
