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
];

// The looks added for the last hand-written buttons: the contact form's and content pages' calls to action,
// the home page's buttons on red and dark, the events page's calendar link, the newsletter pages' way home.
// On the dark bands the red calls to action had no text colour of their own: they took the band's white.
const cta = "rounded-lg px-6 py-3 font-semibold";
const dark = "bg-slate-900 font-semibold text-white hover:bg-slate-700";
const added: [string, ButtonStyle][] = [
  [
    `${cta} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`,
    { size: "cta", className: "disabled:opacity-70" },
  ],
  [`${cta} bg-white text-red-800 hover:bg-red-50`, { variant: "light", size: "cta" }],
  [`${cta} border-2 border-white text-white hover:bg-white/10`, { variant: "outline", size: "cta" }],
  [`rounded-md px-4 py-2 ${dark}`, { variant: "dark" }],
  [
    `mt-8 inline-block rounded-md px-5 py-3 ${dark}`,
    { variant: "dark", size: "lg", className: "mt-8 inline-block" },
  ],
];

describe("buttonClass", () => {
  it.each([...before, ...added])("gives the same classes as %s", (classes, style) => {
    expect(tokens(buttonClass(style))).toEqual(tokens(classes));
  });
});
