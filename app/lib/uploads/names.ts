// The names and widths of stored images, apart from rules.ts and its Zod schema: the responsive image of
// every public page with a picture needs them, and must not bring Zod to the browser (decision 041).

/** Stored images are at most this wide (never enlarged). */
export const STORED_MAX_WIDTH = 1600;

/**
 * Where stored images are served, and the only names they get: 32 random hex digits, then the width in
 * pixels (1 to STORED_MAX_WIDTH, see variants.ts); an upload stored before decision 036 has no width.
 */
export const UPLOADS_URL_PREFIX = "/uploads/";
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}(?:-(?:[1-9][0-9]{0,2}|1[0-5][0-9]{2}|1600))?\.webp$/;
