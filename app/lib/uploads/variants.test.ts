import { readdirSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { STORED_MAX_WIDTH, STORED_NAME_PATTERN } from "./rules";
import { imageFiles, STORED_WIDTHS, smallestFile, srcSetOf, storedName, storedWidths } from "./variants";

const id = "0123456789abcdef0123456789abcdef";

describe("storedWidths", () => {
  it("ends with the largest width an upload is kept at", () => {
    expect(STORED_WIDTHS.at(-1)).toBe(STORED_MAX_WIDTH);
  });

  itMaps("an image %i pixels wide is written at %j", storedWidths, [
    [6000, [480, 960, 1600]],
    [1601, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1599, [480, 960, 1599]],
    [1200, [480, 960, 1200]],
    [961, [480, 960, 961]],
    [960, [480, 960]],
    [700, [480, 700]],
    [481, [480, 481]],
    [480, [480]],
    [300, [300]],
    [1, [1]],
  ]);

  it("names every width with the stored-name pattern", () => {
    for (const width of [1, 99, 480, 960, 1000, 1599, 1600])
      expect(storedName(id, width)).toMatch(STORED_NAME_PATTERN);
  });
});

describe("imageFiles and srcSetOf", () => {
  const upload = (width: number) => `/uploads/${id}-${width}.webp`;
  const cases: [string, string, [string, number][]][] = [
    [
      "an upload of 1600 pixels and its two copies",
      upload(1600),
      [
        [upload(480), 480],
        [upload(960), 960],
        [upload(1600), 1600],
      ],
    ],
    [
      "an upload 1000 pixels wide",
      upload(1000),
      [
        [upload(480), 480],
        [upload(960), 960],
        [upload(1000), 1000],
      ],
    ],
    [
      "an upload 700 pixels wide",
      upload(700),
      [
        [upload(480), 480],
        [upload(700), 700],
      ],
    ],
    ["an upload too small for a copy", upload(300), [[upload(300), 300]]],
    [
      "a demo event picture",
      "/images/events/beach.webp",
      [
        ["/images/events/beach-480.webp", 480],
        ["/images/events/beach-960.webp", 960],
        ["/images/events/beach.webp", 1200],
      ],
    ],
    [
      "a demo event picture with a hyphen",
      "/images/events/training-camp.webp",
      [
        ["/images/events/training-camp-480.webp", 480],
        ["/images/events/training-camp-960.webp", 960],
        ["/images/events/training-camp.webp", 1200],
      ],
    ],
    [
      "a demo product picture (800 pixels)",
      "/images/products/red-classic-ball.webp",
      [
        ["/images/products/red-classic-ball-480.webp", 480],
        ["/images/products/red-classic-ball.webp", 800],
      ],
    ],
    ["an upload stored before its copies existed", `/uploads/${id}.webp`, []],
    ["a width beyond the largest kept", upload(1601), []],
    ["a width with a leading zero", `/uploads/${id}-0480.webp`, []],
    ["a width of 0", upload(0), []],
    ["an uppercase id", `/uploads/${id.toUpperCase()}-1600.webp`, []],
    ["a short id", `/uploads/${id.slice(1)}-1600.webp`, []],
    ["another extension", `/uploads/${id}-1600.jpg`, []],
    ["a query string", `${upload(1600)}?v=1`, []],
    ["a folder inside uploads", `/uploads/a/${id}-1600.webp`, []],
    ["an external address", "https://images.example.org/photo-1600.webp", []],
    ["an external address to uploads", `https://cdn.example.org/uploads/${id}-1600.webp`, []],
    ["a demo variant itself", "/images/events/beach-480.webp", []],
    ["another folder of images", "/images/og.png", []],
    ["a picture of another folder", "/images/teams/beach.webp", []],
    ["a demo name climbing out", "/images/events/../products/red-classic-ball.webp", []],
    ["an empty value", "", []],
  ];

  it.each(cases)("%s", (_label, url, files) => {
    expect(imageFiles(url)).toEqual(files.map(([file, width]) => ({ url: file, width })));
    const expected =
      files.length > 1 ? files.map(([file, width]) => `${file} ${width}w`).join(", ") : undefined;
    expect(srcSetOf(url)).toBe(expected);
  });
});

describe("smallestFile", () => {
  itMaps("the thumbnail of %s is %s", smallestFile, [
    [`/uploads/${id}-1600.webp`, `/uploads/${id}-480.webp`],
    [`/uploads/${id}-300.webp`, `/uploads/${id}-300.webp`],
    [`/uploads/${id}.webp`, `/uploads/${id}.webp`],
    ["/images/products/red-classic-ball.webp", "/images/products/red-classic-ball-480.webp"],
    ["https://images.example.org/ball.jpg", "https://images.example.org/ball.jpg"],
  ]);
});

describe("the demo pictures under public/images", () => {
  const pictures = ["events", "products"].flatMap((folder) =>
    readdirSync(`public/images/${folder}`)
      .filter((name) => !/-\d+\.webp$/.test(name))
      .map((name) => `/images/${folder}/${name}`),
  );

  it.each(pictures)("%s has every copy its srcset names, at the width it claims", async (url) => {
    const files = imageFiles(url);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect((await sharp(`public${file.url}`).metadata()).width).toBe(file.width);
  });
});
