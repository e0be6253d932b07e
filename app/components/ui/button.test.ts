import { describe, expect, it } from "vitest";
import { type ButtonStyle, buttonClass } from "./button";

const tokens = (classes: string) => classes.split(" ").sort();

// The class strings written out by hand before the primitive, and the style that replaced each: the look
// (and the contrast the axe checks measure) must not change.
const before: [string, ButtonStyle][] = [
  ["rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800", {}],
  [
    "inline-block rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800",
    { className: "inline-block text-sm" },
  ],
  [
    "w-full rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70",
    { size: "form", className: "w-full disabled:opacity-70" },
  ],
  [
    "rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70",
    { size: "lg", className: "disabled:opacity-70" },
  ],
  [
    "w-full rounded-md bg-red-700 px-6 py-3 text-lg font-semibold text-white hover:bg-red-800 disabled:opacity-70",
    { size: "xl", className: "w-full disabled:opacity-70" },
  ],
  ["rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100", { variant: "secondary" }],
  [
    "rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100",
    { variant: "secondary", className: "text-slate-900" },
  ],
  [
    "rounded-md border border-slate-400 px-4 py-2.5 font-semibold hover:bg-slate-100",
    { variant: "secondary", size: "form" },
  ],
  [
    "rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70",
    { size: "cta", className: "disabled:opacity-70" },
  ],
  [
    "mt-6 self-start rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800",
    { size: "cta", className: "mt-6 self-start" },
  ],
  // On the dark bands the red calls to action had no text colour of their own: they took the band's white.
  [
    "mt-6 inline-block rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800",
    { size: "cta", className: "mt-6 inline-block" },
  ],
  ["rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700", { variant: "dark" }],
  [
    "mt-8 inline-block rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700",
    { variant: "dark", size: "lg", className: "mt-8 inline-block" },
  ],
  [
    "rounded-lg bg-white px-6 py-3 font-semibold text-red-800 hover:bg-red-50",
    { variant: "light", size: "cta" },
  ],
  [
    "rounded-lg border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10",
    { variant: "outline", size: "cta" },
  ],
];

describe("buttonClass", () => {
  it.each(before)("gives the same classes as %s", (classes, style) => {
    expect(tokens(buttonClass(style))).toEqual(tokens(classes));
  });
});
