import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

const variants = {
  primary: "bg-red-700 font-semibold text-white hover:bg-red-800",
  secondary: "border border-slate-400 font-semibold hover:bg-slate-100",
  dark: "bg-slate-900 font-semibold text-white hover:bg-slate-700",
  // The two buttons on the red gradient and the dark bands.
  light: "bg-white font-semibold text-red-800 hover:bg-red-50",
  outline: "border-2 border-white font-semibold text-white hover:bg-white/10",
};

const sizes = {
  md: "rounded-md px-4 py-2",
  // As tall as the form fields beside it.
  form: "rounded-md px-4 py-2.5",
  lg: "rounded-md px-5 py-3",
  xl: "rounded-md px-6 py-3 text-lg",
  // The calls to action of the content pages.
  cta: "rounded-lg px-6 py-3",
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
