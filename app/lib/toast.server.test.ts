import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { redirectWithToast, takeToast } from "./toast.server";

const config = parseConfig({ SESSION_SECRET: "x".repeat(48) });

function cookieFrom(response: Response) {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

describe("toasts set by the server before a redirect", () => {
  it("redirects and hands the toast to the next request, then clears it", async () => {
    const response = await redirectWithToast(config, "/signin", {
      title: "Access Denied",
      description: "You must be signed in to access the admin dashboard.",
      variant: "destructive",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signin");
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);

    const next = new Request("http://localhost/signin", { headers: { Cookie: cookieFrom(response) } });
    const { toast, headers } = await takeToast(config, next);
    expect(toast).toEqual({
      title: "Access Denied",
      description: "You must be signed in to access the admin dashboard.",
      variant: "destructive",
    });
    expect(headers?.["Set-Cookie"]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it("ignores a toast cookie whose signature does not match", async () => {
    const response = await redirectWithToast(config, "/", { title: "Logged out" });
    const forged = cookieFrom(response).replace(/\.[^.]+$/, ".forged");
    const { toast } = await takeToast(
      config,
      new Request("http://localhost/", { headers: { Cookie: forged } }),
    );
    expect(toast).toBeNull();
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const https = parseConfig({ SESSION_SECRET: "x".repeat(48), BASE_URL: "https://handball.example.org" });
    const response = await redirectWithToast(https, "/", { title: "Logged out" });
    expect(response.headers.get("Set-Cookie")).toMatch(/Secure/);
  });
});
