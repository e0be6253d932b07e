import { describe } from "vitest";
import { itMaps } from "~/lib/test-table";
import { type Direction, movedOrder, parseDirection, parseId } from "./ordering";

describe("movedOrder: one place up or down, nothing past either end", () => {
  itMaps("%j", ([ids, id, direction]: [number[], number, Direction]) => movedOrder(ids, id, direction), [
    [
      [[1, 2, 3], 2, "up"],
      [2, 1, 3],
    ],
    [
      [[1, 2, 3], 2, "down"],
      [1, 3, 2],
    ],
    [
      [[1, 2, 3], 3, "up"],
      [1, 3, 2],
    ],
    [
      [[1, 2, 3], 1, "down"],
      [2, 1, 3],
    ],
    [[[1, 2, 3], 1, "up"], null],
    [[[1, 2, 3], 3, "down"], null],
    [[[7], 7, "up"], null],
    [[[1, 2, 3], 9, "up"], null],
    [[[], 1, "down"], null],
  ]);
});

describe("parseDirection and parseId: what a form or an address sends", () => {
  itMaps("direction %j", parseDirection, [
    ["up", "up"],
    ["down", "down"],
    ["UP", null],
    ["delete", null],
    [undefined, null],
  ]);
  itMaps("id %j", parseId, [
    ["1", 1],
    ["42", 42],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["-1", null],
    ["01", null],
    ["1e3", null],
    ["new", null],
    [null, null],
    [undefined, null],
  ]);
});
