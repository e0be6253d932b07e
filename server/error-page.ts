import type { Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { commonMessages } from "~/texts/pages/common";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** A page for errors that happen outside React Router, under the site's name; it names nothing about the server. */
export function plainErrorPage(status: number, siteName: string, locale: Locale) {
  const { plainErrors } = commonMessages[locale];
  const { title, text } = plainErrors.byStatus[status] ?? plainErrors.fallback;
  return page(title, text, siteName, locale);
}

/** The 400 page for an address that cannot be decoded: it says the address, not a form, was wrong. */
export function malformedAddressPage(siteName: string, locale: Locale) {
  const { badRequest } = commonMessages[locale];
  return page(badRequest.title, badRequest.address, siteName, locale);
}

function page(title: string, text: string, siteName: string, locale: Locale) {
  const site = escapeHtml(siteName);
  const home = commonMessages[locale].plainErrors.home;
  const homePath = localePath(locale, "/");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | ${site}</title></head><body><header><p><a href="${homePath}">${site}</a></p></header><main><h1>${title}</h1><p>${text}</p><p><a href="${homePath}">${home}</a></p></main></body></html>`;
}
