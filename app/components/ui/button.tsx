import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

const variants = {
  primary: "rounded-md bg-red-700 font-semibold text-white hover:bg-red-800",
  secondary: "rounded-md border border-slate-400 font-semibold hover:bg-slate-100",
};

const sizes = {
  md: "px-4 py-2",
  // As tall as the form fields beside it.
  form: "px-4 py-2.5",
  lg: "px-5 py-3",
  xl: "px-6 py-3 text-lg",
};

export type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Placement and state classes (margins, width, `disabled:`); the look comes from variant and size. */
  className?: string;
};

export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return [variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

/** A styled <button>; `type` is required so a form never submits by accident. */
export function Button({
  variant,
  size,
  className,
  type,
  ...props
}: ButtonStyle &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type"> & { type: "button" | "submit" }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button. */
export function LinkButton({
  variant,
  size,
  className,
  ...props
}: ButtonStyle & Omit<LinkProps, "className">) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
