/**
 * A link that searches OpenStreetMap for an event's address: the page loads no map and nothing from
 * elsewhere; the visitor's browser opens the map site only when the link is followed.
 */
export function mapSearchUrl(address: string) {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address.trim() })}`;
}
