import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load: its scripts, module preloads and the entry's inline
 * imports, each gzipped as a server would send it. Bytes, not time: it does not depend on the machine.
 */
export async function pageJavaScript(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer())).length;
  return { files: urls.size, bytes };
}
