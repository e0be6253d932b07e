import { createContext, type RouterContextProvider } from "react-router";
import { appContext } from "~/lib/context.server";
import { accounts } from "~/lib/i18n/en/accounts";
import { redirectWithToast } from "~/lib/toast.server";
import { CLIENT_IP_HEADER } from "./auth.server";
import { currentUser, type SessionUser } from "./service.server";

/** The administrator of this request, set by the /admin middleware for the routes below it. */
export const adminUserContext = createContext<SessionUser>();

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function getUser({ request, context }: Args) {
  return currentUser(context.get(appContext), request.headers);
}

/** The client address the server put on the request (Express's req.ip, proxy headers only when trusted). */
export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

async function deny(args: Args, to: string, description: string): Promise<never> {
  const { config } = args.context.get(appContext);
  throw await redirectWithToast(config, to, {
    title: accounts.toast.accessDenied,
    description,
    variant: "destructive",
  });
}

function signInUrl(request: Request) {
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  return `/signin?${new URLSearchParams({ redirectTo: back })}`;
}

/** Pages for members: a visitor is sent to sign in and brought back afterwards. */
export async function requireUser(
  args: Args,
  description = accounts.toast.signInRequired,
): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) return deny(args, signInUrl(args.request), description);
  return user;
}

/** Every admin page, action and resource route starts here (PRODUCT.md departure 1). */
export async function requireAdmin(args: Args): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) return deny(args, signInUrl(args.request), accounts.toast.signInForAdmin);
  if (!user.isAdmin) return deny(args, "/", accounts.toast.adminsOnly);
  return user;
}
