import type { ReactNode } from "react";
import { usePath } from "~/lib/root-data";
import { LinkButton } from "./ui/button";

const tones = { light: undefined, muted: "bg-slate-50", dark: "bg-slate-900 text-white" };

/** A full-width band of a content page: its h2, an optional intro, then the band's content. */
export function PageSection({
  heading,
  intro,
  tone = "light",
  centered = false,
  children,
}: {
  heading: string;
  intro?: string;
  tone?: keyof typeof tones;
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={tones[tone]}>
      <div className={`mx-auto max-w-6xl px-4 py-16${centered ? " text-center" : ""}`}>
        <h2 className="text-3xl font-bold">{heading}</h2>
        {intro ? (
          <p className={`mt-3 max-w-3xl text-lg ${tone === "dark" ? "text-slate-200" : "text-slate-700"}`}>
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The dark closing band of a content page: a heading, a sentence and its buttons, centred. */
export function CallToAction({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{heading}</h2>
        <p className="mt-4 text-lg text-slate-200">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}

/** A list of cards; `columns` are the grid's responsive column classes. */
export function CardGrid({ columns, children }: { columns: string; children: ReactNode }) {
  return <ul className={`mt-10 grid gap-6 ${columns}`}>{children}</ul>;
}

/** One card of a CardGrid; `className` adds layout or alignment, not another look. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <li
      className={`rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200${className ? ` ${className}` : ""}`}
    >
      {children}
    </li>
  );
}

/** A card with a title and a sentence; `accent` colours the title. */
export function TextCard({ title, text, accent = false }: { title: string; text: string; accent?: boolean }) {
  return (
    <Card>
      <h3 className={`text-xl font-bold${accent ? " text-red-800" : ""}`}>{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </Card>
  );
}

/** The content pages' call to write to the association, a red button to the contact page. */
export function ContactButton({ className, children }: { className?: string; children: ReactNode }) {
  const path = usePath();
  return (
    <LinkButton to={path("/contact")} size="cta" className={className}>
      {children}
    </LinkButton>
  );
}
