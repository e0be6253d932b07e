import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { bootScript, deferHydration, deferScriptTags } from "./deferred-hydration.server";

// What React Router's <Scripts> renders, as React serialises it.
const scriptsHtml =
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="abc"/>' +
  '<script nonce="abc">window.__reactRouterContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';

async function throughTransform(chunks: string[]) {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(deferHydration("abc")));
}

describe("deferred hydration", () => {
  it("keeps the preloads and the entry script in the page but out of the first paint", () => {
    const out = deferScriptTags(scriptsHtml);
    expect(out).toContain(
      '<link rel="modulepreload" media="not all" data-deferred="" href="/assets/entry.client-A.js" nonce="abc"/>',
    );
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<script nonce="abc" type="text/x-deferred-module" async="">import * as route0');
    // The data script runs at once, as before: React Router's streamed data needs it.
    expect(out).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  });

  it("leaves the rest of the page alone", () => {
    const page =
      '<p>type="module" async="" is how a module script is written</p><link rel="stylesheet" href="/a.css"/>';
    expect(deferScriptTags(page)).toBe(page);
  });

  it("rewrites tags cut by chunk boundaries, including inside a multi-byte character", async () => {
    const page = `<html><body><h1>Équipe</h1>${scriptsHtml}</body></html>`;
    const bytes = Buffer.from(page);
    const whole = await throughTransform([page]);
    for (const size of [1, 3, 7, 50]) {
      // Cut the bytes (not the characters) so that "É" is split across two chunks at size 1.
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(pieces).pipe(deferHydration("abc")));
      expect(out, `chunks of ${size} bytes`).toBe(whole);
    }
    expect(whole).toContain("<h1>Équipe</h1>");
    expect(whole.match(/media="not all"/g)).toHaveLength(2);
    expect(whole.endsWith(bootScript("abc"))).toBe(true);
  });

  it("adds no boot script to a reading page, which has no scripts to start (decision 073)", async () => {
    const page = '<html><body><h1>News</h1><script nonce="abc">(function(){})()</script></body></html>';
    expect(await throughTransform([page.slice(0, 20), page.slice(20)])).toBe(page);
  });

  it("gives the boot script the response's nonce", () => {
    expect(bootScript("n0nce")).toMatch(/^<script nonce="n0nce">/);
  });
});
