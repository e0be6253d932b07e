import { useLocation, useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { format, type Locale, type Localized } from "./i18n";
import { localeOfPath, localePath } from "./i18n/paths";
import { formatMoney } from "./money";
import { provinceTexts } from "./provinces";

/** What the root loader sends every page, typed from the loader itself. */
function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root loader has not run");
  return data;
}

/** The association's public settings (name, contact details, embeds) as the server configured them. */
export function useSettings() {
  return useRootData().settings;
}

/**
 * Fills a text's {name}, {province} and {inProvince} with the association's, in the page's language (the
 * placeholders of the content pages), and any other placeholder from `values`.
 */
export function useFill() {
  const { name, province } = useSettings();
  const locale = useLocale();
  return (template: string, values: Record<string, string | number> = {}) =>
    format(template, { name, ...provinceTexts(province, locale), ...values });
}

/** The page's language; an error page rendered without the root loader's data reads it from the address. */
export function useLocale(): Locale {
  const fromAddress = localeOfPath(useLocation().pathname);
  return useRouteLoaderData<typeof loader>("root")?.locale ?? fromAddress;
}

/** A catalogue's texts in the page's language (the component side of `getTexts`). */
export function useTexts<T>(catalogue: Localized<T>): T {
  return catalogue[useLocale()];
}

/**
 * Amounts in the page's language, for components that show no date: `useFormat()` (lib/formatter) has
 * money too but brings date-fns and its locales, which the root's cart and the shop pages do not need.
 */
export function useMoney() {
  const locale = useLocale();
  return (cents: number, options?: { whole?: boolean }) => formatMoney(cents, locale, options);
}

/** Who is signed in, as the navigation needs it; null for a visitor. */
export function useSignedInUser() {
  return useRootData().user;
}

export function useCurrentYear() {
  return useRootData().year;
}

/** Internal addresses in the page's language: `const to = usePath(); <Link to={to("/events")}>`. */
export function usePath() {
  const locale = useLocale();
  return (path: string) => localePath(locale, path);
}
