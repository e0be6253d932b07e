import { beforeEach, describe, expect, it } from "vitest";
import { inlineCall } from "~/lib/page-scripts";
import { showToastsOnClick } from "./toast-on-click";

// The inline script as the server writes it (decision 073), run as text: it must refer to nothing outside
// itself. Once for the file: it listens on the document, as on a page.
new Function(inlineCall(showToastsOnClick, "ol[data-toasts]"))();

function click(element: Element) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

const shown = () => [...document.querySelectorAll("ol[data-toasts] li")].map((li) => li.textContent);

describe("a toast shown by a click on a reading page", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <template id="toast-a"><li>Authentication Required</li></template>
      <a id="register" href="/events/1/register" data-toast="toast-a" data-toast-instead=""><span>Register Now</span></a>
      <a id="export" href="https://calendar.example" data-toast="toast-a">Export</a>
      <a id="unknown" href="/x" data-toast="toast-none">Nowhere</a>
      <a id="plain" href="/about">About</a>
      <section><ol data-toasts=""></ol></section>`;
  });

  it("shows the template's toast and stays on the page when the click is only for it", () => {
    const event = click(document.querySelector("#register span") as Element);
    expect(shown()).toEqual(["Authentication Required"]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("shows the toast and lets the link do what it does otherwise", () => {
    const event = click(document.querySelector("#export") as Element);
    expect(shown()).toEqual(["Authentication Required"]);
    expect(event.defaultPrevented).toBe(false);
  });

  it("shows one more toast for each click", () => {
    click(document.querySelector("#export") as Element);
    click(document.querySelector("#export") as Element);
    expect(shown()).toHaveLength(2);
  });

  it("does nothing for another element, or a template that is not there", () => {
    expect(click(document.querySelector("#plain") as Element).defaultPrevented).toBe(false);
    expect(click(document.querySelector("#unknown") as Element).defaultPrevented).toBe(false);
    expect(shown()).toEqual([]);
  });
});
