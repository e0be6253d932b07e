// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

const id = "0123456789abcdef0123456789abcdef";
const FALLBACK = "/images/events/default.webp";

function renderImage(src: string, extra: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  render(
    <ResponsiveImage src={src} alt="Court" sizes="calc(100vw - 32px)" width={1200} height={675} {...extra} />,
  );
  return screen.getByRole("img", { name: "Court" }) as HTMLImageElement;
}

describe("ResponsiveImage", () => {
  it("offers an upload's three widths, with the layout's sizes, lazy unless told", () => {
    const img = renderImage(`/uploads/${id}-1600.webp`);
    expect(img.getAttribute("src")).toBe(`/uploads/${id}-1600.webp`);
    expect(img.getAttribute("srcset")).toBe(
      `/uploads/${id}-480.webp 480w, /uploads/${id}-960.webp 960w, /uploads/${id}-1600.webp 1600w`,
    );
    expect(img.getAttribute("sizes")).toBe("calc(100vw - 32px)");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "675"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
  });

  it("keeps a first picture's priority", () => {
    const img = renderImage(`/uploads/${id}-1600.webp`, { loading: "eager", fetchPriority: "high" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it.each([
    ["an upload stored before its copies existed", `/uploads/${id}.webp`],
    ["an upload too small for a copy", `/uploads/${id}-300.webp`],
    ["an external address", "https://images.example.org/cup.jpg"],
  ])("shows %s by its src alone", (_label, src) => {
    const img = renderImage(src);
    expect(img.getAttribute("src")).toBe(src);
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });

  it("falls back to the default picture, with its own widths, when the image fails", () => {
    const img = renderImage(`/uploads/${id}-1600.webp`, { fallback: FALLBACK });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(FALLBACK);
    expect(img.getAttribute("srcset")).toBe(
      "/images/events/default-480.webp 480w, /images/events/default-960.webp 960w, /images/events/default.webp 1200w",
    );
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(FALLBACK);
  });
});
