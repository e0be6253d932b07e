import { describe } from "vitest";
import { itMaps } from "~/lib/test-table";
import { MEMBER_NUMBER } from "./rules";

describe("a member number in an address", () => {
  itMaps("%s", (text: string) => MEMBER_NUMBER.test(text), [
    ["OHA-000123", true],
    ["OHA-1234567", true],
    ["M-000007", true],
    ["oha-000123", false],
    ["OHA-00123", false],
    ["OHA000123", false],
    ["../OHA-000123", false],
    ["OHA-000123 ", false],
    ["", false],
  ]);
});
