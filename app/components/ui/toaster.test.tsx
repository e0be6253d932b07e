import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { common } from "~/texts/en/common";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sent = { title: "Message Sent!", description: "We will get back to you soon." };

/**
 * A page that came with the server's toast, hydrated `msSinceLoad` after the page started loading (the
 * browser's `performance.now()`). A fresh toaster module each time: it knows whether it is hydrating.
 */
async function hydrateWithServerToast(msSinceLoad: number) {
  vi.resetModules();
  const { ToastProvider } = await import("./toaster");
  vi.spyOn(performance, "now").mockReturnValue(msSinceLoad);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", settings: { timeZone: "America/Toronto" } }),
      HydrateFallback: () => null,
      children: [{ path: "/contact", Component: () => <ToastProvider initial={sent}>{null}</ToastProvider> }],
    },
  ]);
  // Rendered and its loader's promise settled without letting the fake clock move (vi.waitFor would).
  await act(async () => {
    render(<Stub initialEntries={["/contact"]} />);
  });
  await act(async () => {});
  const closable = () => screen.queryAllByLabelText(common.toast.close, { selector: "button" });
  return { closable, text: () => screen.getByRole("region", { name: common.toast.region }).textContent };
}

describe("the server's toast, when the scripts start late (decision 074)", () => {
  it("is shown for the time it has left of its 5 seconds", async () => {
    const page = await hydrateWithServerToast(1_200);
    expect(page.closable()).toHaveLength(1);
    expect(page.text()).toContain(sent.title);
    act(() => vi.advanceTimersByTime(3_799));
    expect(page.closable()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(page.closable()).toHaveLength(0);
    expect(page.text()).not.toContain(sent.title);
  });

  it("is not shown again once its 5 seconds have passed (it left by CSS)", async () => {
    const page = await hydrateWithServerToast(6_000);
    expect(page.closable()).toHaveLength(0);
    expect(page.text()).not.toContain(sent.title);
  });
});
