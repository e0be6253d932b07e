// The bytes a phone downloads per public page, in English and in French, against the production build:
// Chromium emulating Lighthouse's phone (412 x 915 CSS pixels, DPR 1.75, mobile), a cold cache per page,
// scrolled to the bottom so lazy images load. Split into images, scripts, styles, HTML and other (bytes on
// the wire, headers included), with the image files each page fetched.
// Twice: with the seeded demo pictures, then with a photo-like picture uploaded by an admin through
// /admin/uploads for every event and product (what a real site holds), so the upload pipeline of the
// checked-out code decides which files exist.
// Usage: npm run bench:page-bytes   (builds first when build/ is older than the sources; about 2 minutes)
import { readFileSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { openDb } from "~/db/db.server";
import { locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { chromiumLaunchOptions } from "../lib/chromium";
import { ensureBuild, freePorts, mustRunScript, postUpload, signUp, startSite } from "../lib/harness";

/** Lighthouse's mobile device (its "moto g power"): the screen, the density and the user agent. */
const phone = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36",
};

const kinds = ["images", "scripts", "styles", "html", "other"] as const;
type Kind = (typeof kinds)[number];
const kindOf: Record<string, Kind> = {
  Image: "images",
  Script: "scripts",
  Stylesheet: "styles",
  Document: "html",
};

type PageBytes = Record<Kind, number> & { imageFiles: { url: string; bytes: number }[] };

const dir = "data/bench-page-bytes";
const databaseUrl = `file:./${dir}/app.db`;
const env = {
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: "bench-page-bytes-secret-".repeat(2),
  UPLOAD_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
};

ensureBuild();
rmSync(dir, { recursive: true, force: true });
await mustRunScript("scripts/ops/seed.ts", [], env);
const [port = 0] = await freePorts(1);
const site = await startSite(port, env);
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const eventId = (await (await fetch(`${site.origin}/events`)).text()).match(/href="\/events\/(\d+)"/)?.[1];
  if (!eventId) throw new Error("no event on /events");
  const paths = ["/", "/events", `/events/${eventId}`, "/calendar", "/shop", "/shop/white-court-shoes"];
  const pages = paths.flatMap((path) => locales.map((locale) => localePath(locale, path)));

  await report("Demo pictures (as seeded)", pages);
  await uploadPhotos(site.origin);
  await report("Uploaded photos (one per event and product)", pages);
} finally {
  await browser.close();
  await site.stop();
}

async function report(title: string, pages: string[]) {
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const rows: Record<string, string | number>[] = [];
  const files: string[] = [];
  for (const path of pages) {
    const bytes = await pageBytes(`${site.origin}${path}`);
    const total = kinds.reduce((sum, kind) => sum + bytes[kind], 0);
    rows.push({
      page: path,
      "total KB": kb(total),
      ...Object.fromEntries(kinds.map((kind) => [`${kind} KB`, kb(bytes[kind])])),
      "image files": bytes.imageFiles.length,
    });
    files.push(
      `${path}: ${bytes.imageFiles.map((file) => `${file.url} (${kb(file.bytes)} KB)`).join(", ") || "none"}`,
    );
  }
  console.log(`\n${title}: a phone, 412 x 915 at DPR 1.75, cold cache, scrolled to the bottom`);
  console.table(rows);
  console.log(files.join("\n"));
}

/** One page in a fresh phone context: every response's bytes on the wire once nothing is in flight. */
async function pageBytes(url: string): Promise<PageBytes> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const requests = new Map<string, { url: string; kind: Kind }>();
    const result: PageBytes = { images: 0, scripts: 0, styles: 0, html: 0, other: 0, imageFiles: [] };
    let inFlight = 0;
    cdp.on("Network.requestWillBeSent", () => {
      inFlight += 1;
    });
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      requests.set(requestId, { url: response.url, kind: kindOf[type] ?? "other" });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      inFlight -= 1;
      const request = requests.get(requestId);
      if (!request) return;
      result[request.kind] += encodedDataLength;
      if (request.kind === "images")
        result.imageFiles.push({ url: new URL(request.url).pathname, bytes: encodedDataLength });
    });
    cdp.on("Network.loadingFailed", () => {
      inFlight -= 1;
    });
    await page.goto(url, { waitUntil: "load" });
    // A screen at a time, as a reader would (no named function inside: tsx would wrap it in a helper
    // the page does not have).
    await page.evaluate(async () => {
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    // Quiet for half a second: the lazy images the scroll asked for have arrived.
    for (let quiet = 0; quiet < 5; ) {
      await page.waitForTimeout(100);
      quiet = inFlight > 0 ? 0 : quiet + 1;
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * An admin uploads a photo-like JPEG (2400 pixels wide, about 0.8 MB, as a camera or phone gives) for every
 * event and product through the site's own upload endpoint; the rows then name the stored URL.
 */
async function uploadPhotos(origin: string) {
  const admin = { name: "Bench Admin", email: "bench-admin@example.org", password: "bench-admin-password" };
  const cookie = await signUp(origin, admin);
  await mustRunScript("scripts/ops/promote-admin.ts", [admin.email], env);
  const upload = async (jpeg: Buffer) => {
    const answer = await postUpload(origin, cookie, { bytes: jpeg, type: "image/jpeg", name: "photo.jpg" });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { url: string }).url;
  };
  const db = openDb(databaseUrl);
  try {
    let seed = 1;
    for (const { id, image } of await db.selectFrom("events").select(["id", "image"]).execute()) {
      const url = await upload(await photo(`public${image}`, 2400, 1350, seed++));
      await db.updateTable("events").set({ image: url }).where("id", "=", id).execute();
    }
    for (const { id, image } of await db.selectFrom("products").select(["id", "image"]).execute()) {
      const url = await upload(await photo(`public${image}`, 2000, 2000, seed++));
      await db.updateTable("products").set({ image: url }).where("id", "=", id).execute();
    }
  } finally {
    await db.destroy();
  }
}

/** A demo picture given a photo's texture (seeded grain, so every run uploads the same bytes). */
async function photo(base: string, width: number, height: number, seed: number) {
  const grain = (w: number, h: number, amplitude: number) => {
    let state = seed >>> 0;
    const pixels = Buffer.alloc(w * h);
    for (let i = 0; i < pixels.length; i++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      pixels[i] = 128 + Math.round(((state >>> 24) - 128) * amplitude);
    }
    return sharp(pixels, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .toColourspace("srgb")
      .png()
      .toBuffer();
  };
  return sharp(readFileSync(base))
    .resize(width, height, { fit: "cover" })
    .composite([
      { input: await grain(Math.ceil(width / 60), Math.ceil(height / 60), 1), blend: "soft-light" },
      { input: await grain(Math.ceil(width / 2), Math.ceil(height / 2), 0.5), blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
