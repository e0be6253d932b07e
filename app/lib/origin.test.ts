import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin";

const own = ["https://handball.example.org", "http://127.0.0.1:3000"];

describe("isCrossSiteWrite", () => {
  it.each([
    ["POST", "https://evil.example", undefined, true],
    ["POST", "https://handball.example.org.evil.example", undefined, true],
    ["POST", "http://handball.example.org", undefined, true],
    ["POST", "null", undefined, true],
    ["DELETE", "https://evil.example", undefined, true],
    ["POST", undefined, "cross-site", true],
    ["POST", undefined, "same-site", true],
    ["POST", "https://handball.example.org", "same-origin", false],
    ["POST", "http://127.0.0.1:3000", undefined, false],
    ["POST", undefined, "same-origin", false],
    ["POST", undefined, undefined, false],
    ["GET", "https://evil.example", "cross-site", false],
    ["HEAD", "https://evil.example", undefined, false],
  ])("%s from origin %s (Sec-Fetch-Site %s) is cross-site: %s", (method, origin, secFetchSite, expected) => {
    expect(isCrossSiteWrite({ method, origin, secFetchSite, ownOrigins: own })).toBe(expected);
  });
});
