import { beforeEach, describe, expect, it } from "vitest";
import { inlineCall } from "~/lib/page-scripts";
import { closeMenuOnEscapeOrClickElsewhere } from "./menu-close";

// The function as a reading page's inline script runs it (decision 073): its text alone, in the page.
// Once for the file: it listens on the document, as on a page.
new Function(inlineCall(closeMenuOnEscapeOrClickElsewhere, "details[data-account-menu]"))();

const menu = () => document.querySelector("details") as HTMLDetailsElement;
const summary = () => document.querySelector("summary") as HTMLElement;

describe("the account menu closes as any menu does, on a reading page", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-account-menu="" open><summary>My Account</summary><a id="inside" href="/account">Account settings</a></details>
      <p id="elsewhere">Elsewhere</p>`;
  });

  it("closes on Escape and gives the focus back to its summary", () => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it("closes on a click elsewhere, and stays open on a click inside it or on another key", () => {
    (document.querySelector("#inside") as HTMLElement).dispatchEvent(
      new MouseEvent("click", { bubbles: true }),
    );
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(menu().open).toBe(true);
    (document.querySelector("#elsewhere") as HTMLElement).dispatchEvent(
      new MouseEvent("click", { bubbles: true }),
    );
    expect(menu().open).toBe(false);
  });
});
