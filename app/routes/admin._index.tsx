import { Link } from "react-router";
import { adminMessages } from "~/lib/i18n/pages/admin";
import { metaFor } from "~/lib/meta";
import { usePageMessages } from "~/lib/settings";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.dashboard, { noindex: true });

export default function AdminDashboard() {
  const m = usePageMessages(adminMessages).dashboard;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-1 text-slate-700">{m.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/admin/users"
            className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100"
          >
            {m.manageUsers}
          </Link>
          <Link
            to="/admin/events/new"
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {m.addEvent}
          </Link>
        </div>
      </div>
    </section>
  );
}
