import { createContext, type RouterContextProvider } from "react-router";
import { appContext } from "~/lib/context.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { accountsMessages } from "~/texts/pages/accounts";
import { authContext, CLIENT_IP_HEADER } from "./auth.server";
import { currentUser, type SessionUser } from "./service.server";

/** The administrator of this request, set by the /admin middleware for the routes below it. */
export const adminUserContext = createContext<SessionUser>();

/**
 * A loader's, action's or middleware's arguments. `url` is React Router's normalised URL: for a data
 * request (`/admin/users.data`) it is the page's (`/admin/users`), which `request.url` is not.
 */
type Args = { request: Request; url?: URL; context: Readonly<RouterContextProvider> };

export async function getUser({ request, context }: Args) {
  return currentUser({ auth: context.get(authContext) }, request.headers);
}

/** The app's context with better-auth, as the accounts' services take it (server/app.ts sets both). */
export function withAuth(context: Readonly<RouterContextProvider>) {
  return { ...context.get(appContext), auth: context.get(authContext) };
}

/** The client address the server put on the request (Express's req.ip, proxy headers only when trusted). */
export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

type DenyToast = { title: string; description: string };

async function deny(args: Args, to: string, toast: DenyToast): Promise<never> {
  const { config } = args.context.get(appContext);
  throw await redirectWithToast(config, to, { ...toast, variant: "destructive" });
}

type DeniedReason = "signInRequired" | "signInForAdmin" | "adminsOnly";

function accessDenied(args: Args, reason: DeniedReason): DenyToast {
  const t = getTexts(args.context, accountsMessages).toast;
  return { title: t.accessDenied, description: t[reason] };
}

function signInUrl(args: Args) {
  const { request, url = new URL(request.url) } = args;
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  return pathFor(args.context, `/signin?${new URLSearchParams({ redirectTo: back })}`);
}

/** Pages for members: a visitor is sent to sign in and brought back afterwards. */
export async function requireUser(
  args: Args,
  toast: DenyToast = accessDenied(args, "signInRequired"),
): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) return deny(args, signInUrl(args), toast);
  return user;
}

/** Every admin page, action and resource route starts here (docs/product.md departure 1). */
export async function requireAdmin(args: Args): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) return deny(args, signInUrl(args), accessDenied(args, "signInForAdmin"));
  if (!user.isAdmin) return deny(args, pathFor(args.context, "/"), accessDenied(args, "adminsOnly"));
  return user;
}

/** The path of the page a form was posted from, as the record of an account's changes keeps it (decision 052). */
export function pagePath(args: Args) {
  return (args.url ?? new URL(args.request.url)).pathname;
}
