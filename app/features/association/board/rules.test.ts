import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { boardMessages } from "~/texts/pages/board";
import { initials } from "./names";
import { boardMemberFormSchema } from "./rules";

describe("initials: the first and last names' first letters", () => {
  itMaps("%s", initials, [
    ["Marie-Claude Tremblay", "MT"],
    ["Priya Sharma", "PS"],
    ["Cher", "C"],
    ["  jean de la fontaine ", "JF"],
    ["", ""],
  ]);
});

describe("the board member form", () => {
  const t = boardMessages.fr.validation;
  const form = {
    name: "Daniel Okafor",
    title: "Director",
    titleFr: "Administrateur",
    bio: "",
    bioFr: "",
    image: "",
  };
  const parse = (values: Record<string, string>) => parseWith(boardMemberFormSchema(t), values);

  it("takes a photo or none", () => {
    expect(parse(form)).toEqual({
      ok: true,
      data: {
        name: "Daniel Okafor",
        title: "Director",
        titleFr: "Administrateur",
        bio: "",
        bioFr: "",
        photo: null,
      },
    });
    expect(parse({ ...form, image: "https://example.com/daniel.jpg" })).toMatchObject({
      ok: true,
      data: { photo: "https://example.com/daniel.jpg" },
    });
  });

  it.each([
    [{ titleFr: "" }, "titleFr", t.titleFrMin],
    [{ title: " " }, "title", t.titleMin],
    [{ name: "" }, "name", t.nameMin],
    [{ image: "javascript:alert(1)" }, "image", t.imageUrl],
    [{ image: "/uploads/../secret" }, "image", t.imageUrl],
    [{ bio: "x".repeat(501) }, "bio", "Au plus 500 caractères."],
  ])("refuses %j with a message on %s", (change, field, message) => {
    const result = parse({ ...form, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });
});
