import { NavLink, Outlet } from "react-router";
import { adminUserContext, requireAdmin } from "~/features/accounts/index.server";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMessages } from "~/texts/pages/admin";
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

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-200"}`;

const tabs = [
  ["/admin", "dashboard"],
  ["/admin/users", "users"],
  ["/admin/orders", "orders"],
  ["/admin/payments", "payments"],
  ["/admin/products", "products"],
  ["/admin/memberships", "memberships"],
  ["/admin/members", "members"],
  ["/admin/messages", "messages"],
  ["/admin/newsletter", "newsletter"],
  ["/admin/outbox", "outbox"],
  ["/admin/jobs", "jobs"],
  ["/admin/limits", "limits"],
] as const;

export default function AdminLayout() {
  const m = useTexts(adminMessages).nav;
  const path = usePath();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={m.label} className="mb-8 flex flex-wrap gap-2 rounded-lg bg-slate-100 p-2">
        {tabs.map(([to, key]) => (
          <NavLink key={to} to={path(to)} end={to === "/admin"} className={tab}>
            {m[key]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
