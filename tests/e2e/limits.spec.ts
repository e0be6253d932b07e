import { readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { freePorts, type Site, startSite } from "../../scripts/lib/harness";
import { childEnv } from "./accounts";
import { BASE_URL, serverEnv } from "./env";
import { expect, test } from "./fixtures";

const MB = 1024 * 1024;

/**
 * POSTs `bytes` of form data in 64 KB chunks, as a client that keeps sending while the server answers.
 * With `declareLength` the size is announced in Content-Length, otherwise the body is chunked. Resolves
 * with the answer as soon as it arrives, and stops sending then.
 */
function postLargeForm(origin: string, path: string, bytes: number, declareLength: boolean) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
    };
    if (declareLength) headers["Content-Length"] = bytes;
    const request = httpRequest(`${origin}${path}`, { method: "POST", headers });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    // Once answered, the server closes the connection: the writes still under way may fail.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const send = () => {
      while (!answered && sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", send);
      }
      if (!answered) request.end();
    };
    send();
  });
}

function rssBytes(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

test("a form body over 100 KB gets the 413 page, with or without Content-Length", async () => {
  for (const declareLength of [true, false]) {
    for (const path of ["/contact", "/signin", "/events/1/register"]) {
      const answer = await postLargeForm(BASE_URL, path, 2 * MB, declareLength);
      const what = `${path} ${declareLength ? "with" : "without"} Content-Length`;
      expect(answer.status, what).toBe(413);
      expect(answer.body, what).toContain("The request is too large");
      expect(answer.body, what).toContain("Return to Home");
    }
  }
});

test("a form of ordinary size still goes through", async ({ request }) => {
  const response = await request.post("/signin", {
    headers: { Origin: BASE_URL },
    form: { email: "nobody@example.org", password: "x".repeat(50_000) },
    maxRedirects: 0,
  });
  expect(response.status()).not.toBe(413);
  expect(response.status()).toBeLessThan(500);
});

test.describe("memory under oversized bodies", () => {
  const dir = "data/e2e-limits";
  let site: Site | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(dir, { recursive: true, force: true });
    const [port = 0] = await freePorts(1);
    site = await startSite(port, {
      ...childEnv(),
      ...serverEnv,
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:./${dir}/app.db`,
      UPLOAD_DIR: `${dir}/uploads`,
      NODE_OPTIONS: "",
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("four 50 MB chunked posts at once leave the server's memory within 100 MB of where it was", async () => {
    test.setTimeout(120_000);
    const origin = site?.origin ?? "";
    const pid = site?.pid ?? 0;
    await fetch(`${origin}/contact`);
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 20);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postLargeForm(origin, "/contact", 50 * MB, false)),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    expect(peak - before, `grew from ${before} to ${peak} bytes`).toBeLessThan(100 * MB);
    expect((await fetch(`${origin}/contact`)).status, "the site still answers").toBe(200);
  });
});

test("the calendar feed answers 304 while the events are unchanged, and the new feed after a change", async ({
  request,
  createEvent,
}) => {
  const first = await request.get("/calendar.ics");
  expect(first.status()).toBe(200);
  const etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get("/calendar.ics", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const { title } = await createEvent({ tag: "Feed Night", date: "2031-03-14" });

  const changed = await request.get("/calendar.ics", { headers: { "If-None-Match": etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers().etag).not.toBe(etag);
  expect(await changed.text()).toContain(`SUMMARY:${title}`);
});
