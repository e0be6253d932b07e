import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "./config";
import { defaultLocale, type Locale, messagesFor } from "./i18n";

type RootData = { settings: PublicSettings; locale: Locale; year: number };

function useRootData() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("The root loader has not run");
  return data;
}

/** The association's public settings (name, contact details, embeds) as the server configured them. */
export function useSettings() {
  return useRootData().settings;
}

export function useMessages() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return messagesFor(data?.locale ?? defaultLocale);
}

export function useCurrentYear() {
  return useRootData().year;
}
