/** An .ics response: a download of one event or the subscribable feed of all events. */
export function icsResponse(
  body: string,
  filename: string,
  disposition: "attachment" | "inline",
  etag?: string,
) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
      ...(etag ? { ETag: etag } : {}),
    },
  });
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
