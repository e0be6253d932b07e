import { describe } from "vitest";
import { itMaps } from "~/lib/test-table";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";

describe("honeypotFilled", () => {
  itMaps("%j -> %s", honeypotFilled, [
    [{}, false],
    [{ [HONEYPOT_FIELD]: "" }, false],
    [{ [HONEYPOT_FIELD]: "   " }, false],
    [{ [HONEYPOT_FIELD]: "https://spam.example" }, true],
    [{ [HONEYPOT_FIELD]: "x" }, true],
  ]);
});
