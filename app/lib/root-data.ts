import { useLocation, useRouteLoaderData } from "react-router";
import { associationTitle, fillAssociationName } from "./association-name";
import type { publicSettings } from "./config";
import { format, type Locale, type Localized } from "./i18n";
import { localeOfPath, localePath } from "./i18n/paths";
import { formatMoney } from "./money";
import { provinceTexts } from "./provinces";
import type { Toast } from "./toast";

/**
 * What the root loader sends every page. The root's loader is typed by it (app/root.tsx), so lib reads the
 * root's data without importing the root, which imports lib (decision 043).
 */
export type RootData = {
  settings: ReturnType<typeof publicSettings>;
  locale: Locale;
  year: number;
  toast: Toast | null;
  /** Who is signed in, as the navigation needs it; null for a visitor. */
  user: {
    name: string;
    email: string;
    isAdmin: boolean;
    /** The account menu's two labels, sent as data rather than two catalogues on every page (decision 041). */
    menu: { registrations: string; membership: string };
  } | null;
};

function useRootData() {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("The root loader has not run");
  return data;
}

/** The association's public settings (name, contact details, embeds) as the server configured them. */
export function useSettings() {
  return useRootData().settings;
}

/**
 * Fills a text's {name}, {province} and {inProvince} with the association's, in the page's language (the
 * placeholders of the content pages; French contracts "de {name}" and "à {name}"), and any other
 * placeholder from `values`.
 */
export function useFill() {
  const settings = useSettings();
  const locale = useLocale();
  return (template: string, values: Record<string, string | number> = {}) =>
    format(fillAssociationName(template, settings, locale), {
      ...provinceTexts(settings.province, locale),
      ...values,
    });
}

/** The association's name standing alone (a heading, the navigation bar), in the page's language. */
export function useAssociationTitle() {
  return associationTitle(useSettings(), useLocale());
}

/** The page's language; an error page rendered without the root loader's data reads it from the address. */
export function useLocale(): Locale {
  const fromAddress = localeOfPath(useLocation().pathname);
  return useRouteLoaderData<RootData>("root")?.locale ?? fromAddress;
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
