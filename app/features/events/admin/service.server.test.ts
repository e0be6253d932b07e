import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config";
import { events } from "~/texts/en/events";
import { readEventForm } from "./service.server";

let uploadDir: string;
beforeEach(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), "event-form-"));
});
afterEach(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const config = () => parseConfig({ UPLOAD_DIR: uploadDir });

/** The event form as the browser posts it without JavaScript, with an image file chosen. */
async function formWithImage(fields: Record<string, string>) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c8102e" } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("imageFile", new Blob([new Uint8Array(png)], { type: "image/png" }), "cup.png");
  return new Request("http://localhost/admin/events/new", { method: "POST", body: form });
}

const valid = {
  title: "Summer Cup",
  date: "July 15, 2030",
  startTime: "09:00",
  endTime: "18:00",
  location: "Varsity Arena, Toronto",
  description: "Two days of handball for every age group.",
  image: "",
  capacity: "",
};

describe("readEventForm with an uploaded image", () => {
  it("stores the image of a valid form and uses it", async () => {
    const result = await readEventForm(await formWithImage(valid), config(), "en");
    const stored = await readdir(uploadDir);
    expect(stored).toHaveLength(1);
    expect(result).toMatchObject({ ok: true, input: { image: `/uploads/${stored[0]}` } });
  });

  it.each([
    ["a title too short", { title: "ab" }, "title", "Title must be at least 3 characters"],
    ["a title with a NUL byte", { title: "Summer\u0000Cup" }, "title", events.validation.controlCharacters],
    ["no date", { date: "" }, "date", events.validation.dateRequired],
  ])(
    "stores nothing for a form with %s, and shows the image field as sent",
    async (_, change, field, message) => {
      const result = await readEventForm(await formWithImage({ ...valid, ...change }), config(), "en");
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        errors: { [field]: message },
        values: { image: "" },
      });
      expect(await readdir(uploadDir)).toEqual([]);
    },
  );
});
