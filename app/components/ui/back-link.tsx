import { Link } from "react-router";

/** The small link above a page's title back to the list it came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-red-800 underline">
      {children}
    </Link>
  );
}
