import type { ReactNode } from "react";

/** One term and its value in a <dl>, the term in bold above it. */
export function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
