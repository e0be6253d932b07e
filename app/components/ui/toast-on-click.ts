/**
 * On a reading page (decision 073), a click on an element with `data-toast="<template id>"` shows that
 * template's toast in the notifications region (`list`), as `useToast` does where the page has its
 * scripts; with `data-toast-instead` the click does only that, and the link is not followed. The server
 * writes this function's text as an inline script (`InlineScript`), so it refers to nothing outside itself.
 */
export function showToastsOnClick(list: string) {
  document.addEventListener("click", (event) => {
    const trigger = event.target instanceof Element ? event.target.closest("[data-toast]") : null;
    if (!trigger) return;
    const template = document.getElementById(trigger.getAttribute("data-toast") ?? "");
    if (!(template instanceof HTMLTemplateElement)) return;
    if (trigger.hasAttribute("data-toast-instead")) event.preventDefault();
    document.querySelector(list)?.append(template.content.cloneNode(true));
  });
}
