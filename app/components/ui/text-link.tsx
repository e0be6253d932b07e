import { Link, type LinkProps } from "react-router";

/** A link in running text or a table: red and underlined. `className` places it or sizes its text. */
export function TextLink({ className, ...props }: Omit<LinkProps, "className"> & { className?: string }) {
  return (
    <Link className={`font-medium text-red-800 underline${className ? ` ${className}` : ""}`} {...props} />
  );
}

/** The small link above a page's title back to the list it came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <TextLink to={to} className="text-sm">
      {children}
    </TextLink>
  );
}
