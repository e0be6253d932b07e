/**
 * The association feature's face on the server (decision 063): the sponsors of the home page and the board
 * of directors of the About page, and what the admin pages do with them. Each returns data or a result,
 * never an HTTP response. Its pure face is index.ts; its UI for routes is components/.
 */
export {
  /** Adds a board member at the end of the list. */
  createBoardMember,
  /** Saves a board member's fields; `false`: no such board member. */
  editBoardMember,
  /** The board member a route's :id names, or undefined. */
  getBoardMemberByParam,
  /** The board in its order with both languages' titles. */
  listBoard,
  /** Moves a board member one place up or down; null: no such board member. */
  moveBoardMember,
  /** Reads and checks the board member form, with an uploaded photo. */
  readBoardMemberForm,
  /** Removes a board member; their name, or null when already gone. */
  removeBoardMember,
} from "./board/service.server";
export {
  /** Adds a sponsor at the end of its tier. */
  createSponsor,
  /** Saves a sponsor; to another tier: at its end. `false`: no such sponsor. */
  editSponsor,
  /** The sponsor a route's :id names, or undefined. */
  getSponsorByParam,
  /** Moves a sponsor one place up or down in its tier; null: no such sponsor. */
  moveSponsor,
  /** Reads and checks the sponsor form, with an uploaded logo. */
  readSponsorForm,
  /** Deletes a sponsor; its name, or null when already gone. */
  removeSponsor,
  /** The admin's list: every tier's sponsors in order, each marked shown today or not. */
  sponsorsForAdmin,
  /** The home page's section at `now`: each tier with its active sponsors. */
  sponsorsOnHomePage,
} from "./sponsors/service.server";
