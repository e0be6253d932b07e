import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "./config";
import { defaultLocale, type Locale, type Localized, messagesFor } from "./i18n";

type RootData = {
  settings: PublicSettings;
  locale: Locale;
  year: number;
  user: { name: string; email: string; isAdmin: boolean } | null;
};

function useRootData() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("The root loader has not run");
  return data;
}

/** The association's public settings (name, contact details, embeds) as the server configured them. */
export function useSettings() {
  return useRootData().settings;
}

function useLocale(): Locale {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.locale ?? defaultLocale;
}

/** The texts every page shares: navigation, footer, errors. */
export function useMessages() {
  return messagesFor(useLocale());
}

/** One page's texts in the visitor's locale. */
export function usePageMessages<T>(messages: Localized<T>): T {
  return messages[useLocale()];
}

/** Who is signed in, as the navigation needs it; null for a visitor. */
export function useSignedInUser() {
  return useRootData().user;
}

export function useCurrentYear() {
  return useRootData().year;
}
