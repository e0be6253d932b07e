import { createCookie, data, type RouterContextProvider, redirect } from "react-router";
import { commonMessages } from "~/texts/pages/common";
import type { Config } from "./config";
import { siteCookieOptions } from "./cookies.server";
import { format, getTexts } from "./i18n";
import { sessionSecret } from "./secret.server";
import { type Toast, toastSchema } from "./toast";

function toastCookie(config: Config) {
  return createCookie("toast", {
    ...siteCookieOptions(config),
    maxAge: 60,
    secrets: [sessionSecret(config)],
  });
}

/** Redirects and shows `toast` on the next page, with or without JavaScript. */
export async function redirectWithToast(config: Config, url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(config).serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function takeToast(config: Config, request: Request) {
  const cookie = toastCookie(config);
  const raw = await cookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers: undefined };
  const parsed = toastSchema.safeParse(raw);
  const headers = { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) };
  return { toast: parsed.success ? parsed.data : null, headers };
}

/**
 * A toast as one sentence for the form itself ("Too many requests: …"), in the request's language: without
 * JavaScript a toast cannot show an action's answer, so the form says it too.
 */
export function toastAsNotice(
  context: Readonly<RouterContextProvider>,
  toast: { title: string; description: string },
) {
  return format(getTexts(context, commonMessages).notice, toast);
}

/** An action's refusal: the form's messages, a destructive toast that says it too, and the status. */
export function refuseForm(errors: Record<string, string>, toast: Toast, status: number) {
  return data({ errors, toast: { ...toast, variant: "destructive" as const } }, { status });
}
