/**
 * The association feature's face for pure code (decision 063): the home page's sponsors and the About
 * page's board of directors. Its server face is index.server.ts; its UI for routes is components/.
 */
export {
  /** A form's "up" or "down", or null. */
  parseDirection,
  /** A form's id: a positive whole number, or null. */
  parseId,
} from "./ordering";
