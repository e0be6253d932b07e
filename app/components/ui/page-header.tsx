import type { ReactNode } from "react";
import { BackLink } from "./text-link";

/** The top of an admin or account page: a way back, the h1, a sentence, and the page's buttons at the right. */
export function PageHeader({
  title,
  intro,
  back,
  actions,
}: {
  title: string;
  intro?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  const heading = (
    <div>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <h1 className={`break-words text-3xl font-bold${back ? " mt-3" : ""}`}>{title}</h1>
      {intro ? <p className="mt-1 max-w-3xl text-slate-700">{intro}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      {heading}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </div>
  );
}
