import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownToText } from "./markdown.server";

describe("markdownToHtml keeps what an administrator means and nothing a page or an e-mail could run", () => {
  it.each([
    ["a paragraph", "Practice moves to **Tuesday**.", "<p>Practice moves to <strong>Tuesday</strong>.</p>"],
    ["a list", "- U14\n- U16", "<ul>\n<li>U14</li>\n<li>U16</li>\n</ul>"],
    [
      "a link, marked nofollow",
      "[Schedule](https://handball.example/schedule)",
      '<p><a href="https://handball.example/schedule" rel="nofollow noopener">Schedule</a></p>',
    ],
    ["a heading becomes a paragraph", "# Big news", "<p>Big news</p>"],
  ])("%s", (_, source, html) => {
    expect(markdownToHtml(source)).toBe(html);
  });

  it("keeps the text after an unsafe link out of it, and the next link whole", () => {
    expect(markdownToHtml("[x](javascript:y) and [ok](https://ok.example) after")).toBe(
      '<p><a>x</a> and <a href="https://ok.example" rel="nofollow noopener">ok</a> after</p>',
    );
  });

  it.each([
    ["a script", "<script>alert(1)</script>Hello"],
    ["an event handler", '<p onclick="alert(1)">Hello</p>'],
    ["a javascript: link", "[Hello](javascript:alert(1))"],
    ["a data: link", "[Hello](data:text/html;base64,PHNjcmlwdD4=)"],
    ["a style element", "<style>body{display:none}</style>Hello"],
    ["a style attribute", '<p style="background:url(https://tracker.example/p.gif)">Hello</p>'],
    ["a tracking image", "![x](https://tracker.example/pixel.gif)Hello"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>Hello'],
    ["a form", '<form action="https://evil.example"><button>Hello</button></form>'],
    ["a protocol-relative link", "[Hello](//evil.example)"],
  ])("drops %s", (_, source) => {
    const html = markdownToHtml(source);
    expect(html).toContain("Hello");
    expect(html).not.toMatch(
      /script|onclick|javascript:|data:|style|<img|tracker|iframe|<form|evil\.example/i,
    );
  });
});

describe("markdownToText is the e-mail's plain part", () => {
  it.each([
    ["paragraphs", "One.\n\nTwo.", "One.\n\nTwo."],
    ["a list", "- U14\n- U16", "- U14\n- U16"],
    [
      "a link with its address",
      "[Schedule](https://handball.example/s?a=1&b=2)",
      "Schedule (https://handball.example/s?a=1&b=2)",
    ],
    ["a bare address once", "<https://handball.example>", "https://handball.example"],
    ["characters a person typed", "Tom & Jerry's <3 U12's", "Tom & Jerry's <3 U12's"],
  ])("%s", (_, source, text) => {
    expect(markdownToText(source)).toBe(text);
  });
});
