import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, parseConfig, publicSettings, s3Settings, siteNameIn } from "./config";

describe("configWarnings", () => {
  it("warns when BASE_URL is https and TRUST_PROXY is unset: every form would answer 400", () => {
    const [warning, ...others] = configWarnings(parseConfig({ BASE_URL: "https://handball.example.org" }));
    expect(others).toEqual([]);
    expect(warning).toMatch(/BASE_URL is https but TRUST_PROXY is unset/);
    expect(warning).toMatch(/TRUST_PROXY=1/);
  });

  it.each([
    [{ BASE_URL: "https://handball.example.org", TRUST_PROXY: "1" }],
    [{ BASE_URL: "https://handball.example.org", TRUST_PROXY: "loopback" }],
    [{ BASE_URL: "http://localhost:3000" }],
    [{}],
  ])("says nothing for %j", (env) => {
    expect(configWarnings(parseConfig(env))).toEqual([]);
  });
});

describe("parseConfig", () => {
  it("has working defaults for a local run", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.BASE_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBe("file:./data/app.db");
    expect(config.TIME_ZONE).toBe("America/Toronto");
    expect(config.ACCOUNT_REQUESTS_PER_HOUR).toBe(5);
    // A room of people behind one address signs up without a proof of work (decision 039).
    expect(config.SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(60);
    expect(config.ACCOUNT_ACTIONS_PER_HOUR).toBeGreaterThanOrEqual(15);
    expect(config.ADDRESS_ACTIONS_PER_HOUR).toBeGreaterThan(config.ACCOUNT_ACTIONS_PER_HOUR);
  });

  it("derives the base URL from PORT and trims a trailing slash from BASE_URL", () => {
    expect(parseConfig({ PORT: "8080" }).BASE_URL).toBe("http://localhost:8080");
    expect(parseConfig({ BASE_URL: "https://handball.example.org/" }).BASE_URL).toBe(
      "https://handball.example.org",
    );
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ TIME_ZONE: "" }).TIME_ZONE).toBe("America/Toronto");
  });

  it.each([
    ["TIME_ZONE", "Mars/Olympus", "TIME_ZONE must be an IANA time zone"],
    ["BASE_URL", "ftp://example.org", "BASE_URL must be an http(s) URL"],
    ["DATABASE_URL", "mysql://x", "DATABASE_URL must start with file: or postgres://"],
    ["CONTACT_EMAIL", "not-an-email", "CONTACT_EMAIL must be an e-mail address"],
    ["PORT", "99999", "PORT"],
    ["SESSION_SECRET", "short", "SESSION_SECRET must be at least 32 characters"],
    ["NODE_ENV", "staging", "NODE_ENV"],
    ["ACCOUNT_REQUESTS_PER_HOUR", "0", "ACCOUNT_REQUESTS_PER_HOUR must be a whole number from 1 to 100000"],
    [
      "ACCOUNT_REQUESTS_PER_HOUR",
      "many",
      "ACCOUNT_REQUESTS_PER_HOUR must be a whole number from 1 to 100000",
    ],
    ["ACCOUNT_REQUESTS_PER_HOUR", "2.5", "ACCOUNT_REQUESTS_PER_HOUR must be a whole number from 1 to 100000"],
    [
      "SIGNUPS_PER_ADDRESS_PER_HOUR",
      "0",
      "SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number from 1 to 100000",
    ],
    ["SIGNUPS_PER_HOUR", "lots", "SIGNUPS_PER_HOUR must be a whole number from 1 to 100000"],
    ["ACCOUNT_ACTIONS_PER_HOUR", "-3", "ACCOUNT_ACTIONS_PER_HOUR must be a whole number from 1 to 100000"],
    ["ADDRESS_ACTIONS_PER_HOUR", "1.5", "ADDRESS_ACTIONS_PER_HOUR must be a whole number from 1 to 100000"],
    ["GUEST_ACTIONS_PER_HOUR", "200000", "GUEST_ACTIONS_PER_HOUR must be a whole number from 1 to 100000"],
    ["CHALLENGE_DIFFICULTY", "0", "CHALLENGE_DIFFICULTY must be a whole number from 1 to 1000000"],
  ])("names the bad variable %s", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*`));
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it("lists every bad variable at once", () => {
    expect(() => parseConfig({ TIME_ZONE: "Nowhere", PORT: "0" })).toThrow(
      /TIME_ZONE[\s\S]*PORT|PORT[\s\S]*TIME_ZONE/,
    );
  });
});

describe("publicSettings", () => {
  it("exposes no secret and no database URL to the browser", () => {
    const settings = publicSettings(
      parseConfig({ SESSION_SECRET: "s".repeat(40), DATABASE_URL: "postgres://user:pw@db/handball" }),
    );
    const json = JSON.stringify(settings);
    expect(json).not.toContain("s".repeat(40));
    expect(json).not.toContain("postgres://");
    expect(settings.timeZone).toBe("America/Toronto");
  });
});

describe("e-mail settings", () => {
  it("writes .eml files from a default no-reply address when no SMTP_URL is set", () => {
    const config = parseConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe("no-reply@handball.example.org");
    expect(config.OUTBOX_DIR).toBe("./data/outbox");
  });

  it.each(["smtp://mail.example.org:587", "smtps://user:secret@mail.example.org:465"])(
    "accepts SMTP_URL %s",
    (value) => {
      expect(parseConfig({ SMTP_URL: value }).SMTP_URL).toBe(value);
    },
  );

  it.each([
    ["SMTP_URL", "http://mail.example.org", "SMTP_URL must start with smtp:// or smtps://"],
    ["SMTP_URL", "mail.example.org:25", "SMTP_URL must start with smtp:// or smtps://"],
    ["SMTP_URL", "smtp://", "SMTP_URL must start with smtp:// or smtps://"],
    ["MAIL_FROM", "Handball <no-reply@example.org>", "MAIL_FROM must be an e-mail address"],
    ["MAIL_FROM", "no-reply@example.org\r\nBcc: x@evil.example", "MAIL_FROM must be an e-mail address"],
    ["ASSOCIATION_NAME_FR", " l ", "ASSOCIATION_NAME_FR must be the French name"],
    ["ASSOCIATION_NAME_FR", "x".repeat(151), "ASSOCIATION_NAME_FR must be at most 150 characters"],
  ])("names the bad variable %s (%j)", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it("names the association in French with ASSOCIATION_NAME_FR, else in English", () => {
    const french = parseConfig({ ASSOCIATION_NAME_FR: "l'Association de handball de l'Ontario" });
    expect(publicSettings(french).nameFr).toBe("l'Association de handball de l'Ontario");
    expect(siteNameIn(french, "fr")).toBe("Association de handball de l'Ontario");
    expect(siteNameIn(french, "en")).toBe("Ontario Handball Association");
    expect(publicSettings(parseConfig({})).nameFr).toBeNull();
    expect(siteNameIn(parseConfig({}), "fr")).toBe("Ontario Handball Association");
  });

  it("keeps the SMTP password away from the browser", () => {
    const settings = publicSettings(parseConfig({ SMTP_URL: "smtp://user:hunter2-secret@mail.example.org" }));
    expect(JSON.stringify(settings)).not.toContain("hunter2-secret");
  });
});

describe("object storage settings (S3_*)", () => {
  const complete = {
    S3_BUCKET: "handball-images",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI-secret",
  };

  it("keeps images in UPLOAD_DIR when no S3_* variable is set", () => {
    expect(s3Settings(parseConfig({}))).toBeNull();
  });

  it("uses the bucket with the three required variables; region us-east-1 and AWS by default", () => {
    expect(s3Settings(parseConfig(complete))).toEqual({
      bucket: "handball-images",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI-secret",
      keyPrefix: "",
    });
  });

  it.each([
    ["site-a", "site-a/"],
    ["site-a/uploads/", "site-a/uploads/"],
    ["a.b_c-d", "a.b_c-d/"],
  ])("puts S3_PREFIX %j before every name as %j", (prefix, keyPrefix) => {
    const settings = s3Settings(
      parseConfig({
        ...complete,
        S3_PREFIX: prefix,
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "ca-central-1",
      }),
    );
    expect(settings).toMatchObject({ keyPrefix, endpoint: "http://127.0.0.1:9000", region: "ca-central-1" });
  });

  it.each([
    [{ S3_BUCKET: "handball-images" }, ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]],
    [
      { S3_REGION: "ca-central-1", S3_PREFIX: "site" },
      ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    ],
    [{ ...complete, S3_SECRET_ACCESS_KEY: undefined }, ["S3_SECRET_ACCESS_KEY"]],
  ])("stops at %j, naming each missing variable %j", (env, missing) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    for (const name of missing) expect(() => parseConfig(env)).toThrow(`${name}: required when`);
    const others = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter(
      (n) => !missing.includes(n),
    );
    for (const name of others) expect(() => parseConfig(env)).not.toThrow(`${name}: required`);
  });

  it.each([
    ["S3_BUCKET", "Handball_Images", "S3_BUCKET must be a bucket name"],
    ["S3_ENDPOINT", "minio:9000", "S3_ENDPOINT must be an http(s) URL"],
    ["S3_REGION", "Canada Central", "S3_REGION must be a region name"],
    ["S3_PREFIX", "../other-site", "S3_PREFIX must be a path"],
    ["S3_PREFIX", "/site", "S3_PREFIX must be a path"],
    ["S3_PREFIX", "a//b", "S3_PREFIX must be a path"],
    ["S3_PREFIX", "a/./b", "S3_PREFIX must be a path"],
  ])("names the bad variable %s (%j)", (name, value, message) => {
    expect(() => parseConfig({ ...complete, [name]: value })).toThrow(`${name}: ${message}`);
  });

  it("keeps the keys away from the browser", () => {
    const json = JSON.stringify(publicSettings(parseConfig(complete)));
    expect(json).not.toContain("AKIDEXAMPLE");
    expect(json).not.toContain("wJalrXUtnFEMI-secret");
  });
});
