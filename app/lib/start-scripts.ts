/**
 * Starts a page's deferred modules in the browser (decisions 009 and 074). The server writes this function's
 * text as the page's last inline script (deferred-hydration.server.ts), so it refers to nothing outside itself
 * and gets what it needs in `options`.
 *
 * - A page with scripts starts them once its first frame is painted (decision 009).
 * - A page marked `<html data-scripts="first-use">` (decision 074) starts them on the visitor's first sign of
 *   use: a key, a pointer moving or pressed, a touch, a wheel, a focus. A page that is only read never loads
 *   the framework. Until the page has hydrated (`<html data-hydrated>`, set by the root's last effect), a click
 *   on a control that only the scripts handle, and a form's submission, are held and made again once it has,
 *   so the first click of a visitor whose scripts are still loading does what it says (once, however many
 *   times it was clicked meanwhile; several, in their order). A link is not held unless its click is the
 *   scripts' (`inPlaceLink`): it leads where it points, as on a page without scripts. If the page has not
 *   hydrated `giveUpMs` after the start (a script that failed to load), what was held is let through as plain
 *   HTML and nothing more is held.
 */
export function startDeferredScripts(options: {
  moduleType: string;
  firstUse: string;
  /** The controls whose click is held until the page has hydrated. */
  controls: string;
  giveUpMs: number;
}) {
  const root = document.documentElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")) {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = link.href;
      document.head.append(preload);
    }
    const deferred = document.querySelector<HTMLScriptElement>(`script[type="${options.moduleType}"]`);
    if (!deferred) return;
    const entry = document.createElement("script");
    entry.type = "module";
    entry.nonce = deferred.nonce;
    entry.textContent = deferred.textContent;
    document.body.append(entry);
  };

  if (root.dataset.scripts !== options.firstUse) {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 3000);
    return;
  }

  const uses = ["keydown", "pointermove", "pointerdown", "touchstart", "wheel", "focusin"];
  const held: (() => void)[] = [];
  const heldOnce = new Set<Element>();
  let holding = true;
  const hold = (event: Event) => {
    if (!holding || "hydrated" in root.dataset) return;
    const target = event.target as Element | null;
    let what: Element | null | undefined;
    let again: () => void;
    if (event.type === "submit") {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      what = form;
      again = () => form.requestSubmit(submitter?.isConnected ? submitter : null);
    } else {
      what = target?.closest?.(options.controls);
      // A control inside a plain link is the link's: it leads where it points.
      const link = target?.closest?.("a[href]");
      if (!what || (link && !what.contains(link))) return;
      const control = what as HTMLElement;
      again = () => control.click();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // Clicked or submitted again while the scripts load: held once, done once.
    if (!heldOnce.has(what)) held.push(again);
    heldOnce.add(what);
    firstUse();
  };
  const release = () => {
    if (!holding) return;
    holding = false;
    removeEventListener("click", hold, true);
    removeEventListener("submit", hold, true);
    // In the order they came, each in a task of its own, so that each finds the page as the one before left
    // it (a size chosen, rendered, then the "Add to Cart" that reads it), however React batches its work.
    const next = () => {
      const again = held.shift();
      if (!again) return;
      again();
      setTimeout(next);
    };
    next();
  };
  const firstUse = () => {
    if (started) return;
    for (const use of uses) removeEventListener(use, firstUse, true);
    start();
    setTimeout(release, options.giveUpMs);
  };
  for (const use of uses) addEventListener(use, firstUse, { capture: true, passive: true });
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  new MutationObserver((_, observer) => {
    if (!("hydrated" in root.dataset)) return;
    observer.disconnect();
    release();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}
