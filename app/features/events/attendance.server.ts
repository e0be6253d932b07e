// members-only.db.test.ts imports these from here; they move to the face with that test's next change.
export { cancelRegistration } from "./cancellation/service.server";
export { answerOffer, joinWaitlist } from "./waiting-list/service.server";
