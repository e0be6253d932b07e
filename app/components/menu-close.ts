/**
 * A click elsewhere or Escape closes the open menu (a `<details>` that `selector` finds), as with any menu;
 * Escape puts the focus back on its summary. The navigation bar's effect calls it; on a reading page, which
 * has no React (decision 073), the server writes its text as an inline script (`InlineScript`), so it
 * refers to nothing outside itself. Returns what removes the listeners.
 */
export function closeMenuOnEscapeOrClickElsewhere(selector: string) {
  const close = (event: Event) => {
    const details = document.querySelector<HTMLDetailsElement>(selector);
    if (!details?.open) return;
    if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
      details.open = false;
      if (event instanceof KeyboardEvent) details.querySelector("summary")?.focus();
    }
  };
  document.addEventListener("click", close);
  document.addEventListener("keydown", close);
  return () => {
    document.removeEventListener("click", close);
    document.removeEventListener("keydown", close);
  };
}
