// Settings shared by playwright.config.ts (which starts the servers with them) and the specs (which
// check that the pages show them). Kept free of test code so the config can import it.

/**
 * The browser tests run in lanes, one per Playwright worker: each lane has a server, a seeded SQLite
 * database, an upload folder and an SMTP sink of its own (playwright.config.ts starts them), so what one
 * test does to the whole site (settings, stock, the catalogue, rate limits, the page cache) is never seen
 * by a test running beside it. A worker is in the lane of its TEST_PARALLEL_INDEX; the sink and the server
 * are told theirs by E2E_LANE.
 */
export const LANES = 2;

/** The ports and folders of a lane; each lane's ports are 100 above the previous one's. */
export function laneSettings(lane: number) {
  const offset = lane * 100;
  const firstPort = Number(process.env.E2E_PORT ?? 3456);
  const port = firstPort + offset;
  const dataDir = `data/e2e/${lane}`;
  return {
    PORT: port,
    BASE_URL: `http://127.0.0.1:${port}`,
    /** The lane's SMTP sink (tests/e2e/smtp-sink.ts) the server delivers its e-mail to, and its folder. */
    SMTP_PORT: Number(process.env.E2E_SMTP_PORT ?? 2526) + offset,
    MAIL_DIR: `data/e2e-mail/${lane}`,
    /** A second server with a database of its own, started by the throttling tests. */
    THROTTLE_PORT: Number(process.env.E2E_THROTTLE_PORT ?? firstPort + 1) + offset,
    /** The lane's database, which the specs read to check what a request stored, and its uploads. */
    DATA_DIR: dataDir,
    DB_FILE: `${dataDir}/app.db`,
    UPLOAD_DIR: `${dataDir}/uploads`,
  };
}

/** This process's lane: a worker's, or the one the config gave the sink and the server in E2E_LANE. */
const here = laneSettings(Number(process.env.E2E_LANE ?? process.env.TEST_PARALLEL_INDEX ?? 0));
export const { PORT, BASE_URL, SMTP_PORT, MAIL_DIR, THROTTLE_PORT, DB_FILE, UPLOAD_DIR } = here;

export const SITE = {
  name: "Ontario Handball Association",
  nameFr: "l'Association de handball de l'Ontario",
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

/** The environment of a lane's server. */
export function laneServerEnv(lane: ReturnType<typeof laneSettings>): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(lane.PORT),
    HOST: "127.0.0.1",
    BASE_URL: lane.BASE_URL,
    DATABASE_URL: `file:./${lane.DB_FILE}`,
    UPLOAD_DIR: lane.UPLOAD_DIR,
    SMTP_URL: `smtp://127.0.0.1:${lane.SMTP_PORT}`,
    ENABLE_FAULT_ROUTE: "1",
    // Every request of the run comes from 127.0.0.1, which signs up and asks for reset links far more than
    // the budgets allow an hour; the limits themselves are tested against the throttling server
    // (accounts-throttling.spec.ts) and in the database tests.
    ACCOUNT_REQUESTS_PER_HOUR: "1000",
    SIGNUPS_PER_ADDRESS_PER_HOUR: "5000",
    SIGNUPS_PER_HOUR: "5000",
    // Budgets of 10 keep the tests of registrations and checkouts past them short (the defaults are counted
    // in the database tests), and an easy proof of work keeps the browser's check quick (decision 039).
    ACCOUNT_ACTIONS_PER_HOUR: "10",
    GUEST_ACTIONS_PER_HOUR: "10",
    CHALLENGE_DIFFICULTY: "50",
    SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef0123456789abcdef01234567",
    ASSOCIATION_NAME: SITE.name,
    ASSOCIATION_NAME_FR: SITE.nameFr,
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
}

/** The environment of this lane's server. */
export const serverEnv = laneServerEnv(here);
