// Responsive images (decision 036, docs/images.md): a phone downloads a small copy of an event's picture
// and a desktop a larger one; an image uploaded through the admin is offered at its three widths; an image
// stored before the copies existed is shown by its src alone. In Chromium against the production build.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { BASE_URL, UPLOAD_DIR } from "./env";
import { ev, fillEventForm, openEventCard, pngImage, uniqueTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";

test.describe.configure({ timeout: 90_000 });

/**
 * Lighthouse's phone: 412 x 915 CSS pixels at a density of 1.75. Without Chromium's mobile emulation
 * (isMobile), which lays a new page out 980 pixels wide until it has read the meta viewport: now and then
 * (once in 60 tries here, once in CI on an event page) the emulated phone chose its picture in that first
 * layout and downloaded the full one. A real phone knows its width from the start, as this window does.
 */
const phone = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  hasTouch: true,
};
/** A laptop with a high-density screen. */
const laptop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 };

/** The file the browser chose, once it has loaded, as a path. */
async function chosenFile(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

/** A page in a fresh context of its own (an empty cache: a file chosen elsewhere cannot be reused). */
async function onDevice<T>(browser: Browser, device: object, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ ...device, baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    return await run(page);
  } finally {
    await context.close();
  }
}

test.describe("an event card's picture", () => {
  test("is a small copy on a phone and the full picture on a high-density laptop", async ({
    browser,
    createEvent,
  }) => {
    const { title } = await createEvent({
      tag: "Picture Size Cup",
      date: "2030-08-03",
      image: "/images/events/beach.webp",
    });

    const onPhone = await onDevice(browser, phone, async (page) => {
      const image = (await openEventCard(page, title)).locator("img");
      await expect(image).toHaveAttribute(
        "srcset",
        "/images/events/beach-480.webp 480w, /images/events/beach-960.webp 960w, /images/events/beach.webp 1200w",
      );
      const file = await chosenFile(image);
      await expectNoViolations(page, "/events on a phone");
      return file;
    });
    // The card is 380 CSS pixels wide, 665 device pixels: the 960 copy covers it.
    expect(onPhone).toBe("/images/events/beach-960.webp");

    const onLaptop = await onDevice(browser, laptop, async (page) =>
      chosenFile((await openEventCard(page, title)).locator("img")),
    );
    // 544 CSS pixels at a density of 2 need more than 960.
    expect(onLaptop).toBe("/images/events/beach.webp");
  });

  test("on a phone, the shop's cards and the event and product pages offer their copies too", async ({
    browser,
    createEvent,
  }) => {
    const { id } = await createEvent({
      tag: "Phone Page Cup",
      date: "2030-08-04",
      image: "/images/events/clinic.webp",
    });
    await onDevice(browser, phone, async (page) => {
      await open(page, `/events/${id}`);
      const picture = main(page).locator("img").first();
      await expect(picture).toHaveAttribute("fetchpriority", "high");
      await expect(picture).toHaveAttribute("loading", "eager");
      // The page's column is the screen less its margins: 665 device pixels.
      expect(await chosenFile(picture)).toBe("/images/events/clinic-960.webp");

      await open(page, "/shop");
      const cards = main(page).getByRole("listitem").locator("img");
      await expect(cards.first()).toHaveAttribute("srcset", /-480\.webp 480w, .+\.webp 800w$/);
      await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
      await expectNoViolations(page, "/shop on a phone");

      await open(page, "/shop/red-classic-ball");
      await expect(main(page).locator("img").first()).toHaveAttribute(
        "srcset",
        "/images/products/red-classic-ball-480.webp 480w, /images/products/red-classic-ball.webp 800w",
      );
    });
  });
});

test.describe("an uploaded picture", () => {
  const form = ev.admin.form;

  test("an admin uploads a photo: it is kept at three widths and a phone gets the 960 copy", async ({
    page,
    browser,
    admin: _admin,
  }) => {
    const title = uniqueTitle("Uploaded Picture Cup");
    await open(page, "/admin/events/new");
    await main(page).getByRole("button", { name: "Upload", exact: true }).click();
    const uploaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/admin/uploads" && r.request().method() === "POST",
    );
    await main(page)
      .getByLabel("Upload image")
      .setInputFiles({ name: "team.png", mimeType: "image/png", buffer: await pngImage(2400, 1350) });
    expect((await uploaded).status()).toBe(201);
    const preview = main(page).locator("figure img");
    await expect(preview).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    const stored = (await preview.getAttribute("src")) as string;
    const copy = (width: number) => stored.replace(/-1600\.webp$/, `-${width}.webp`);

    await fillEventForm(page, {
      title,
      date: "2030-08-10",
      location: "Ottawa",
      description: "Its picture comes in three widths.",
    });
    await main(page).getByRole("button", { name: form.create }).click();
    await expectToast(page, { title: "Event created", description: `${title} is on the events page.` });

    const card = (await openEventCard(page, title)).locator("img");
    await expect(card).toHaveAttribute("src", stored);
    await expect(card).toHaveAttribute("srcset", `${copy(480)} 480w, ${copy(960)} 960w, ${stored} 1600w`);
    for (const width of [480, 960, 1600]) {
      const response = await page.request.get(copy(width));
      expect(response.status(), copy(width)).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      const metadata = await sharp(await response.body()).metadata();
      expect([metadata.width, metadata.height, metadata.exif]).toEqual([width, (width * 9) / 16, undefined]);
    }

    await expectNoViolations(page, "/events with an uploaded picture");

    const onPhone = await onDevice(browser, phone, async (other) =>
      chosenFile((await openEventCard(other, title)).locator("img")),
    );
    expect(onPhone).toBe(copy(960));
  });

  test("a picture uploaded before the copies existed is shown by its src alone", async ({
    createEvent,
    page,
  }) => {
    const name = `${randomBytes(16).toString("hex")}.webp`;
    mkdirSync(UPLOAD_DIR, { recursive: true });
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" } })
      .webp()
      .toFile(join(UPLOAD_DIR, name));
    const { id } = await createEvent({
      tag: "Old Picture Cup",
      date: "2030-08-11",
      image: `/uploads/${name}`,
    });

    await open(page, `/events/${id}`);
    const picture = main(page).locator("img").first();
    await expect(picture).toHaveAttribute("src", `/uploads/${name}`);
    await expect(picture).not.toHaveAttribute("srcset");
    await expect(picture).not.toHaveAttribute("sizes");
    expect(await chosenFile(picture)).toBe(`/uploads/${name}`);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await expectNoViolations(page, "an event page with an old upload");
  });
});
