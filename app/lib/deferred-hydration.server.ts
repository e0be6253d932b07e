import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { FIRST_USE, inlineCall } from "./page-scripts";
import { startDeferredScripts } from "./start-scripts";

/**
 * Starts the page's JavaScript after the first paint instead of while the page is still painting
 * (decision 009). React Router's <Scripts> preloads every module with `rel="modulepreload"` and
 * imports them from an inline module script, so on a slow phone ~120 KB of scripts compete with the
 * HTML and the stylesheet for the first paint, although the page is fully rendered by the server and
 * works without them. This rewrites those two tags in the streamed HTML so the browser does not
 * fetch them, and appends a small script that, after the first frame has been painted (or, on a page
 * marked for it, on the visitor's first sign of use: decision 074), adds the preloads and runs the entry
 * module (app/lib/start-scripts.ts). Hydration then proceeds exactly as before.
 *
 * Hydration still matches: React compares `link` elements by rel and href and ignores extra
 * attributes, and matches inline scripts whatever their type; extra nodes at the end of <body> are
 * skipped (React Router's streamed data scripts already sit there).
 */
export const deferredModuleType = "text/x-deferred-module";
const preloadTag = '<link rel="modulepreload" ';
const moduleScriptAttributes = / type="module" async=""/;

/** Rewrites the tags in one piece of HTML that holds only whole tags. */
export function deferScriptTags(html: string): string {
  return html
    .replaceAll(preloadTag, `${preloadTag}media="not all" data-deferred="" `)
    .replace(
      new RegExp(`(<script[^>]*)${moduleScriptAttributes.source}`, "g"),
      `$1 type="${deferredModuleType}" async=""`,
    );
}

/**
 * The controls whose click a page that starts its scripts on first use holds until it has hydrated: those
 * whose click does something only the scripts do, and the links marked `inPlaceLink`. Any other link is not
 * held, nor a `<summary>` (its menu opens without scripts), nor a field, which takes the focus and the typing
 * as it would anyway.
 */
export const HELD_CONTROLS =
  'a[href][data-in-place],button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],input[type="submit"],input[type="image"],input[type="checkbox"],input[type="radio"]';

/** The script that starts the deferred modules once the first frame is on screen, or on first use. */
export function bootScript(nonce: string): string {
  const js = inlineCall(startDeferredScripts, {
    moduleType: deferredModuleType,
    firstUse: FIRST_USE,
    controls: HELD_CONTROLS,
    giveUpMs: 10_000,
  });
  return `<script nonce="${nonce}">${js}</script>`;
}

/**
 * A stream transform for the document: rewrites the script tags as they pass (holding back a tag cut
 * in two by a chunk boundary) and appends the boot script at the end.
 */
export function deferHydration(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  // A reading page has no scripts to start (decision 073), and gets no boot script either.
  let deferred = false;
  const rewrite = (html: string) => {
    const rewritten = deferScriptTags(html);
    if (rewritten !== html) deferred = true;
    return rewritten;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen > text.lastIndexOf(">") ? lastOpen : text.length;
      carry = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      const rest = rewrite(carry + decoder.end());
      callback(null, deferred ? rest + bootScript(nonce) : rest);
    },
  });
}
