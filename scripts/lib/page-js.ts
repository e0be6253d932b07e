import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load: its scripts, module preloads and the entry's inline
 * imports, each gzipped as a server would send it; and, apart, its inline scripts (the router's data, a
 * reading page's own few, decision 073), each gzipped. Bytes, not time: it does not depend on the machine.
 */
export async function pageJavaScript(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer())).length;
  let inlineBytes = 0;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1]) inlineBytes += gzipSync(Buffer.from(m[1])).length;
  return { files: urls.size, bytes, inlineBytes };
}
