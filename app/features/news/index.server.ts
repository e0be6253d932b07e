/**
 * The news feature's face on the server (docs/news.md, decision 062): the administrators' writes, the public
 * pages' and the home page's reads, the feeds, the sitemap's addresses and the page cache's clock hook.
 */
export {
  /** Adds a post. */
  createPost,
  /** Saves a post's changes. */
  editPost,
  /** The home page's latest posts shown now. */
  latestNews,
  /** The administrators' list, each post with its state (draft, scheduled, published). */
  listNewsForAdmin,
  /** The addresses of the posts shown now, for the sitemap. */
  listNewsPaths,
  /** A page of /news. */
  loadNewsPage,
  /** A post as the edit form shows it. */
  loadPostForm,
  /** A post's page, or where its address moved, or nothing (unknown, draft, to come). */
  loadPostPage,
  /** A language's Atom feed and its ETag. */
  newsFeed,
  /** The moment of the next scheduled post: the page cache keeps no page past it. */
  nextNewsChange,
  /** A post's English title, for a toast. */
  postTitle,
  /** Reads and checks the post form; an uploaded image is stored once the form is valid. */
  readPostForm,
  /** Deletes a post. */
  removePost,
} from "./service.server";
