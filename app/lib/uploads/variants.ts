import { STORED_MAX_WIDTH, STORED_NAME_PATTERN, UPLOADS_URL_PREFIX } from "./names";

/**
 * The widths an image is kept at, so a phone can download a small one (decision 036): an upload is
 * written at each width below its own (never enlarged), and at its own width up to STORED_MAX_WIDTH.
 */
export const STORED_WIDTHS = [480, 960, STORED_MAX_WIDTH] as const;

/**
 * The pictures the site ships under public/images (drawn by scripts/ops/make-demo-images.ts): each
 * folder's full width. `<name>.webp` is that width; `<name>-480.webp` and so on sit beside it.
 */
export const DEMO_IMAGE_WIDTHS = { events: 1200, products: 800 } as const;

/** The widths to write for an image `width` pixels wide (after orientation): smallest first. */
export function storedWidths(width: number) {
  const largest = Math.min(width, STORED_MAX_WIDTH);
  return [...STORED_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** The file name of an upload's copy `width` pixels wide; the database keeps the largest one's URL. */
export const storedName = (id: string, width: number) => `${id}-${width}.webp`;

/** The smaller copies that sit beside a demo picture of the given full width. */
export const demoVariantWidths = (fullWidth: number) =>
  STORED_WIDTHS.filter((candidate) => candidate < fullWidth);

export type ImageFile = { url: string; width: number };

const WIDTH_IN_NAME = /^([0-9a-f]{32})-([0-9]+)\.webp$/;
// A demo picture's name has no digits, so a variant (`beach-480.webp`) is never taken for a full picture.
const DEMO_PICTURE = /^\/images\/(events|products)\/([a-z]+(?:-[a-z]+)*)\.webp$/;

/**
 * The files of an image at every width that exists, smallest first, from its URL alone: an upload stored
 * with its width in its name, or a demo picture. Empty for anything else (an upload stored before
 * decision 036, `<id>.webp`, with no copies beside it; an https:// address; any other path): such an
 * image is shown by its `src` alone.
 */
export function imageFiles(url: string): ImageFile[] {
  if (url.startsWith(UPLOADS_URL_PREFIX)) {
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    const upload = STORED_NAME_PATTERN.test(name) ? WIDTH_IN_NAME.exec(name) : null;
    if (!upload) return [];
    const [, id = "", width = ""] = upload;
    return storedWidths(Number(width)).map((w) => ({
      url: `${UPLOADS_URL_PREFIX}${storedName(id, w)}`,
      width: w,
    }));
  }
  const demo = DEMO_PICTURE.exec(url);
  if (demo) {
    const [, folder = "", name = ""] = demo;
    const fullWidth = DEMO_IMAGE_WIDTHS[folder as keyof typeof DEMO_IMAGE_WIDTHS];
    return [
      ...demoVariantWidths(fullWidth).map((w) => ({ url: `/images/${folder}/${name}-${w}.webp`, width: w })),
      { url, width: fullWidth },
    ];
  }
  return [];
}

/** The `srcset` of an image (`/a-480.webp 480w, /a-960.webp 960w`), or undefined when only its `src` is known. */
export function srcSetOf(url: string) {
  const files = imageFiles(url);
  return files.length > 1 ? files.map((file) => `${file.url} ${file.width}w`).join(", ") : undefined;
}

/** The smallest file of an image (a thumbnail's), or the image itself when no copy is known. */
export function smallestFile(url: string) {
  return imageFiles(url)[0]?.url ?? url;
}
