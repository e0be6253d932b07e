import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "./config";
import { defaultLocale, format, type Locale, type Messages, messagesFor } from "./i18n";
import { pageMeta } from "./seo";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/**
 * The meta tags of a page, from texts picked out of the catalogue. Placeholders such as {name} and
 * {province} are filled from the association's settings.
 */
export function metaFor(
  args: MetaArgs,
  pick: (m: Messages) => { title: string; description: string },
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | { settings: PublicSettings; locale: Locale }
    | undefined;
  if (!root) return [];
  const { settings } = root;
  const texts = pick(messagesFor(root.locale ?? defaultLocale));
  const values = { name: settings.name, province: settings.province };
  return pageMeta({
    title: format(texts.title, values),
    description: format(texts.description, values),
    path: args.location.pathname,
    siteName: settings.name,
    baseUrl: settings.baseUrl,
    noindex: options.noindex,
  });
}
