const texts: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "The address or the form you sent could not be read." },
  403: { title: "Forbidden", text: "This request came from another site and was refused." },
  413: { title: "Too large", text: "What you sent is larger than this site accepts." },
};
const fallback = { title: "Something went wrong", text: "Please try again in a moment." };

/** A page for errors that happen outside React Router; it names nothing about the server. */
export function plainErrorPage(status: number) {
  const { title, text } = texts[status] ?? fallback;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Return to Home</a></p></main></body></html>`;
}
