import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import type { HomeWords } from "../index";
import { HomeHero, Testimonials } from "./home";

afterEach(cleanup);

const defaults: HomeWords = { heroTitle: null, heroText: null, photo: null, testimonials: null };

async function renderHome(words: HomeWords, locale: Locale) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        locale,
        settings: { name: "Handball Association of Ontario", nameFr: null, province: "Ontario" },
      }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <HomeHero words={words} />
          <Testimonials words={words} />
        </main>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("main");
}

describe("the home page's own words", () => {
  it("shows the spec's headline, text and three testimonials, and no photo, until someone changes them", async () => {
    const main = await renderHome(defaults, "fr");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Bienvenue à Handball Association of Ontario",
    );
    expect(main.textContent).toContain("en Ontario");
    expect(main.querySelector("img")).toBeNull();
    expect(main.querySelectorAll("blockquote")).toHaveLength(3);
  });

  it("shows the administrators' words, and their photo first and at every width kept", async () => {
    const main = await renderHome(
      {
        heroTitle: "Le handball pour tous",
        heroText: "Venez jouer.",
        photo: { src: "/uploads/0123456789abcdef0123456789abcdef-1600.webp", alt: "Une équipe au but" },
        testimonials: [{ quote: "Génial.", name: "Léa B.", role: "" }],
      },
      "fr",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Le handball pour tous");
    expect(main.textContent).toContain("Venez jouer.");
    const photo = screen.getByRole("img", { name: "Une équipe au but" });
    expect(photo.getAttribute("loading")).toBe("eager");
    expect(photo.getAttribute("fetchpriority")).toBe("high");
    expect(photo.getAttribute("srcset")).toContain("-480.webp 480w");
    expect(main.querySelectorAll("blockquote")).toHaveLength(1);
    expect(main.querySelector("figcaption")?.textContent).toBe("Léa B.");
  });
});
