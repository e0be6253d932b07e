import { common } from "~/lib/i18n/en/common";

const texts: Record<number, { title: string; text: string }> = {
  400: common.badRequest,
  403: common.forbidden,
  413: common.tooLarge,
};

/** A page for errors that happen outside React Router; it names nothing about the server. */
export function plainErrorPage(status: number) {
  const { title, text } = texts[status] ?? common.error;
  return page(title, text);
}

/** The 400 page for an address that cannot be decoded: it says the address, not a form, was wrong. */
export function malformedAddressPage() {
  return page(common.badRequest.title, common.badRequest.address);
}

function page(title: string, text: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">${common.error.home}</a></p></main></body></html>`;
}
