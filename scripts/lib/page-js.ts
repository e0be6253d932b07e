import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load: its scripts, module preloads and the entry's inline
 * imports, each gzipped as a server would send it; and, apart, its inline scripts (the router's data, a
 * reading page's own few, decision 073), each gzipped. On a page whose scripts start on first use
 * (`<html data-scripts="first-use">`, decision 074) the files load only when the visitor first uses the
 * page: they are counted as `onUseBytes`, and `bytes` (what loads with the page) is 0. Bytes, not time: it
 * does not depend on the machine.
 */
export async function pageJavaScript(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  let fileBytes = 0;
  for (const url of urls)
    fileBytes += gzipSync(Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer())).length;
  let inlineBytes = 0;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1]) inlineBytes += gzipSync(Buffer.from(m[1])).length;
  const onFirstUse = /<html[^>]* data-scripts="first-use"/.test(html);
  return onFirstUse
    ? { files: 0, bytes: 0, inlineBytes, onUseFiles: urls.size, onUseBytes: fileBytes }
    : { files: urls.size, bytes: fileBytes, inlineBytes, onUseFiles: 0, onUseBytes: 0 };
}
