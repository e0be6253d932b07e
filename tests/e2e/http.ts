// HTTP as the browser tests send and read it: form posts from the site's own origin, the cookies and the
// toast a response sets, React Router's data responses, and pages compared without their CSP nonce.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { BASE_URL } from "./env";

/** The Set-Cookie headers of a response, one string each. */
function setCookies(response: APIResponse) {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
}

/** The last Set-Cookie header of the named cookie (the one the browser keeps), or undefined. */
export function setCookie(response: APIResponse, name: string) {
  return setCookies(response)
    .filter((cookie) => cookie.startsWith(`${name}=`))
    .at(-1);
}

type ToastPayload = { title: string; description?: string; variant?: string };

/**
 * The toast a redirect carries, read from its signed cookie (React Router's format: base64 JSON, a dot,
 * the signature). The signature is the server's business; the tests read what the visitor will see.
 */
export function toastOf(response: APIResponse): ToastPayload | undefined {
  const cookie = setCookie(response, "toast");
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice("toast=".length).split(";")[0] ?? "");
  const payload = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as ToastPayload;
}

/** What a data request (`/x.data`) answered with for a redirect, decoded from React Router's turbo-stream. */
export function singleFetchRedirect(body: string) {
  const values = JSON.parse(body) as unknown[];
  const object = values.find((v) => v !== null && typeof v === "object" && !Array.isArray(v)) as
    | Record<string, number>
    | undefined;
  if (!object) return {};
  return Object.fromEntries(
    Object.entries(object).map(([key, index]) => [values[Number(key.slice(1))], values[index]]),
  ) as { redirect?: string; status?: number };
}

/** The page as a visitor would compare it: without the per-request CSP nonce. */
export function comparable(html: string) {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "'nonce-'");
}

export const sameOrigin = { Origin: BASE_URL };

export async function postForm(api: APIRequestContext, path: string, form: Record<string, string>) {
  return api.post(path, { form, headers: sameOrigin, maxRedirects: 0 });
}
