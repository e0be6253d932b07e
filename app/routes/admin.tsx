import { Link, Outlet, useLocation } from "react-router";
import { adminUserContext, requireAdmin } from "~/features/accounts/index.server";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { type AdminTexts, adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin";

/** Every /admin page, form action and data request passes here first (docs/product.md departure 1). */
export const middleware: Route.MiddlewareFunction[] = [
  async (args) => {
    args.context.set(adminUserContext, await requireAdmin(args));
  },
];

/** Nothing to show: it is here so the middleware runs for every admin page's data request too. */
export async function loader() {
  return null;
}

type NavKey = Exclude<keyof AdminTexts["nav"], "label" | "menu" | "menuAt" | "groups">;

/**
 * The admin's pages by area (docs/admin.md): a new area is one more group, so the bar stays one row of
 * groups on a desk however many pages arrive. `section` also marks the group of the pages under it (an
 * event's edit page is in Events).
 */
const GROUPS: { key: keyof AdminTexts["nav"]["groups"]; section?: string; links: [string, NavKey][] }[] = [
  { key: "overview", links: [["/admin", "dashboard"]] },
  {
    key: "events",
    section: "/admin/events",
    links: [
      ["/admin#events", "events"],
      ["/admin/events/new", "addEvent"],
      ["/admin/competitions", "competitions"],
    ],
  },
  {
    key: "members",
    links: [
      ["/admin/members", "members"],
      ["/admin/memberships", "memberships"],
    ],
  },
  {
    key: "shop",
    links: [
      ["/admin/orders", "orders"],
      ["/admin/products", "products"],
      ["/admin/payments", "payments"],
    ],
  },
  {
    key: "messages",
    links: [
      ["/admin/messages", "messages"],
      ["/admin/newsletter", "newsletter"],
      ["/admin/announcements", "announcements"],
    ],
  },
  {
    key: "site",
    links: [
      ["/admin/news", "news"],
      ["/admin/sponsors", "sponsors"],
      ["/admin/board", "board"],
      ["/admin/site-texts", "siteTexts"],
    ],
  },
  {
    key: "system",
    links: [
      ["/admin/users", "users"],
      ["/admin/outbox", "outbox"],
      ["/admin/jobs", "jobs"],
      ["/admin/limits", "limits"],
    ],
  },
];

/** Whether `pathname` is the page of `to` or a page under it ("/admin" only itself; a #anchor never). */
const isAt = (pathname: string, to: string) =>
  !to.includes("#") && (pathname === to || (!to.endsWith("/admin") && pathname.startsWith(`${to}/`)));

export default function AdminLayout() {
  const m = useTexts(adminMessages).nav;
  const path = usePath();
  const { pathname } = useLocation();
  const here = GROUPS.flatMap((group) => group.links).find(([to]) => isAt(pathname, path(to)));
  const groups = (
    <ul className="grid gap-x-6 gap-y-3 md:grid-cols-4 lg:grid-cols-7">
      {GROUPS.map((group) => {
        const current =
          group.links.some(([to]) => isAt(pathname, path(to))) ||
          (group.section !== undefined && isAt(pathname, path(group.section)));
        return (
          <li key={group.key}>
            <p
              id={`admin-nav-${group.key}`}
              className={`text-xs font-semibold uppercase tracking-wide ${current ? "text-red-800" : "text-slate-700"}`}
            >
              {m.groups[group.key]}
            </p>
            <ul aria-labelledby={`admin-nav-${group.key}`} className="mt-1 space-y-1">
              {group.links.map(([to, key]) => {
                const at = isAt(pathname, path(to));
                return (
                  <li key={to}>
                    <Link
                      to={path(to)}
                      aria-current={at ? "page" : undefined}
                      className={`block rounded px-2 py-1 text-sm font-medium ${at ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-200"}`}
                    >
                      {m[key]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {/* Keyed by the address, so the phone's menu closes when a link in it is followed. */}
      <nav key={pathname} aria-label={m.label} className="mb-8 rounded-lg bg-slate-100 p-2">
        <details className="md:hidden">
          <summary className="cursor-pointer rounded px-2 py-2 font-medium">
            {here ? format(m.menuAt, { page: m[here[1]] }) : m.menu}
          </summary>
          <div className="px-2 pt-2 pb-1">{groups}</div>
        </details>
        <div className="hidden px-2 py-1 md:block">{groups}</div>
      </nav>
      <Outlet />
    </div>
  );
}
