// Settings shared by playwright.config.ts (which starts the server with them) and the specs (which
// check that the pages show them). Kept free of test code so the config can import it.
export const PORT = Number(process.env.E2E_PORT ?? 3456);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The SMTP sink (tests/e2e/smtp-sink.ts) the server delivers its e-mail to, and where it keeps them. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAIL_DIR = "data/e2e-mail";

/** A second server with a database of its own, started by the throttling tests (accounts-throttling.spec.ts). */
export const THROTTLE_PORT = Number(process.env.E2E_THROTTLE_PORT ?? PORT + 1);

/** The server's SQLite database, which the specs read to check what a request stored. */
export const DB_FILE = "data/e2e/app.db";

/** Where the server keeps uploaded images (emptied with the database at every run). */
export const UPLOAD_DIR = "data/e2e/uploads";

export const SITE = {
  name: "Ontario Handball Association",
  shortName: "OHA",
  province: "Ontario",
  email: "info@handball.example.org",
  phone: "(416) 555-0142",
  address: "100 Queen St W, Toronto, ON M5H 2N2",
  introVideoUrl: "https://www.youtube-nocookie.com/embed/j1fQDgvrD0U",
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-79.42%2C43.63%2C-79.34%2C43.68&layer=mapnik&marker=43.6525%2C-79.3832",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  youtubeUrl: "https://www.youtube.com/",
} as const;

/** The environment of the server under test. */
export const serverEnv: Record<string, string> = {
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  BASE_URL,
  DATABASE_URL: `file:./${DB_FILE}`,
  UPLOAD_DIR,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  ENABLE_FAULT_ROUTE: "1",
  // Every request of the run comes from 127.0.0.1, which signs up far more than 5 times an hour; the
  // limit itself is tested against the throttling server (accounts-throttling.spec.ts), which keeps the default.
  ACCOUNT_REQUESTS_PER_HOUR: "1000",
  SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef0123456789abcdef01234567",
  ASSOCIATION_NAME: SITE.name,
  ASSOCIATION_SHORT_NAME: SITE.shortName,
  PROVINCE: SITE.province,
  CONTACT_EMAIL: SITE.email,
  CONTACT_PHONE: SITE.phone,
  INTRO_VIDEO_URL: SITE.introVideoUrl,
  MAP_EMBED_URL: SITE.mapEmbedUrl,
  FACEBOOK_URL: SITE.facebookUrl,
  INSTAGRAM_URL: SITE.instagramUrl,
  YOUTUBE_URL: SITE.youtubeUrl,
};
