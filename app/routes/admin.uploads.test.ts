import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppContext, appContext } from "~/lib/context.server";
import { action, loader } from "./admin.uploads";

// The admin-only guard is the /admin middleware's, tested with the other admin routes; this is the endpoint.
let uploadDir: string;
beforeEach(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), "upload-route-"));
});
afterEach(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, { config: { UPLOAD_DIR: uploadDir } } as AppContext);
  const request = new Request("http://localhost/admin/uploads", { method: "POST", body, headers });
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

function form(file?: Blob, name = "image") {
  const data = new FormData();
  data.set("title", "Summer Cup");
  if (file) data.set(name, file, "photo.png");
  return data;
}

describe("POST /admin/uploads", () => {
  it("stores an image and answers 201 with its URL", async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const response = await post(form(new Blob([new Uint8Array(png)], { type: "image/png" })));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-20\.webp$/);
    expect(await readdir(uploadDir)).toEqual([url.slice("/uploads/".length)]);
  });

  it.each([
    ["an oversized image", () => post(form(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))), 413],
    ["a text file", () => post(form(new Blob(["hello"], { type: "image/jpeg" }))), 415],
    ["a form without an image", () => post(form()), 400],
    ["a file under another name", () => post(form(new Blob(["x"]), "photo")), 400],
    ["a JSON body", () => post("{}", { "content-type": "application/json" }), 415],
  ])("refuses %s with JSON { error } and %i", async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get("connection")).toBe("close");
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it("answers a GET with 405", async () => {
    const response = loader({ context: new RouterContextProvider() } as unknown as Parameters<
      typeof loader
    >[0]);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
