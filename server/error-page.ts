import { common } from "~/lib/i18n/en/common";

const { plainErrors } = common;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** A page for errors that happen outside React Router, under the site's name; it names nothing about the server. */
export function plainErrorPage(status: number, siteName: string) {
  const { title, text } = plainErrors.byStatus[status] ?? plainErrors.fallback;
  return page(title, text, siteName);
}

/** The 400 page for an address that cannot be decoded: it says the address, not a form, was wrong. */
export function malformedAddressPage(siteName: string) {
  return page(common.badRequest.title, common.badRequest.address, siteName);
}

function page(title: string, text: string, siteName: string) {
  const site = escapeHtml(siteName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | ${site}</title></head><body><header><p><a href="/">${site}</a></p></header><main><h1>${title}</h1><p>${text}</p><p><a href="/">${plainErrors.home}</a></p></main></body></html>`;
}
