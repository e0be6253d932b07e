import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { pageCount, paging } from "./paging";

describe("paging", () => {
  itMaps("?%s", (query) => paging(new URLSearchParams(query)), [
    ["", { page: 1, perPage: 20, offset: 0 }],
    ["page=3", { page: 3, perPage: 20, offset: 40 }],
    ["page=2&per_page=50", { page: 2, perPage: 50, offset: 50 }],
    ["per_page=100000", { page: 1, perPage: 100, offset: 0 }],
    ["page=0&per_page=-5", { page: 1, perPage: 20, offset: 0 }],
    ["page=1.5&per_page=abc", { page: 1, perPage: 20, offset: 0 }],
    ["page=99999999999", { page: 1_000_000, perPage: 20, offset: 19_999_980 }],
  ]);
});

describe("pageCount", () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [10_000, 20, 500],
  ])("%i rows at %i a page make %i pages", (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});
