import { describe, expect, it } from "vitest";
import { cspDirectives } from "./csp";

describe("cspDirectives", () => {
  const production = cspDirectives({
    nonce: "abc",
    frameOrigins: ["https://video.example"],
    development: false,
  });

  it("allows scripts only from the site and with this response's nonce", () => {
    expect(production["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(production["script-src-attr"]).toEqual(["'none'"]);
  });

  it("never allows inline or eval in production", () => {
    const all = Object.values(production).flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it("blocks plugins, base-tag hijacking and framing by other sites", () => {
    expect(production["object-src"]).toEqual(["'none'"]);
    expect(production["base-uri"]).toEqual(["'none'"]);
    expect(production["frame-ancestors"]).toEqual(["'none'"]);
    expect(production["form-action"]).toEqual(["'self'"]);
  });

  it("frames only the configured embeds, and nothing when there are none", () => {
    expect(production["frame-src"]).toEqual(["https://video.example"]);
    expect(cspDirectives({ nonce: "n", frameOrigins: [], development: false })["frame-src"]).toEqual([
      "'none'",
    ]);
  });

  it("relaxes styles only while developing", () => {
    expect(production["style-src"]).toEqual(["'self'"]);
    expect(cspDirectives({ nonce: "n", frameOrigins: [], development: true })["style-src"]).toContain(
      "'unsafe-inline'",
    );
  });
});
