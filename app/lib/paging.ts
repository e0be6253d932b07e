export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/** Page and page size from ?page=&per_page=, clamped to sensible values whatever the URL says. */
export function paging(params: URLSearchParams) {
  const positive = (value: string | null, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const perPage = Math.min(positive(params.get("per_page"), PER_PAGE_DEFAULT), PER_PAGE_MAX);
  const page = Math.min(positive(params.get("page"), 1), 1_000_000);
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageCount(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage));
}
