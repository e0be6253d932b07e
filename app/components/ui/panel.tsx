import type { ReactNode } from "react";

const tones = {
  white: "bg-white shadow-sm",
  muted: "bg-slate-50",
};

/** A boxed region named by its h2 (a landmark for screen readers); `className` places it. */
export function Panel({
  id,
  heading,
  tone = "white",
  className,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  heading: string;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={`rounded-xl p-6 ring-1 ring-slate-200 sm:p-8 ${tones[tone]}`}>
        <h2 id={id} className="text-2xl font-bold">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
