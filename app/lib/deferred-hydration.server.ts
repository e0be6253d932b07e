import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Starts the page's JavaScript after the first paint instead of while the page is still painting
 * (decision 009). React Router's <Scripts> preloads every module with `rel="modulepreload"` and
 * imports them from an inline module script, so on a slow phone ~120 KB of scripts compete with the
 * HTML and the stylesheet for the first paint, although the page is fully rendered by the server and
 * works without them. This rewrites those two tags in the streamed HTML so the browser does not
 * fetch them, and appends a small script that, after the first frame has been painted, adds the
 * preloads and runs the entry module. Hydration then proceeds exactly as before.
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

/** The script that starts the deferred modules once the first frame is on screen. */
export function bootScript(nonce: string): string {
  const js = `(()=>{let s=!1;const go=()=>{if(s)return;s=!0;for(const l of document.querySelectorAll('link[data-deferred]')){const p=document.createElement("link");p.rel="modulepreload";p.href=l.href;document.head.append(p)}const d=document.querySelector('script[type="${deferredModuleType}"]');if(!d)return;const m=document.createElement("script");m.type="module";m.nonce=d.nonce;m.textContent=d.textContent;document.body.append(m)};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3000)})()`;
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
