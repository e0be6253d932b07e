/**
 * The news feature's face for pure code (docs/news.md): the rules routes use to read a post's address and
 * show its state. Its server face is index.server.ts; its UI for routes is components/.
 */
export {
  /** Posts per page of the admin's list. */
  ADMIN_NEWS_PER_PAGE,
  /** A new post's form: published now on the association's clock, a draft until said otherwise. */
  emptyPostForm,
  /** Posts per page of /news. */
  NEWS_PER_PAGE,
  /** A route's :slug read back as the post's id; null: malformed. */
  parsePostParam,
} from "./rules";
