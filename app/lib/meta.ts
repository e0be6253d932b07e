import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "./config";
import { defaultLocale, format, type Locale, type Localized } from "./i18n";
import { pageMeta } from "./seo";

type PageTexts = { metaTitle: string; metaDescription: string };

/** For the common case: a page whose texts carry their own metaTitle and metaDescription. */
export const own = <T extends PageTexts>(m: T): PageTexts => m;

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/**
 * The meta tags of a page, from texts picked out of the catalogue. Placeholders such as {name} and
 * {province} are filled from the association's settings.
 */
export function metaFor<T>(
  args: MetaArgs,
  messages: Localized<T>,
  pick: (m: T) => PageTexts,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = rootData(args);
  if (!root) return [];
  const { settings } = root;
  const texts = pick(messages[root.locale ?? defaultLocale]);
  const values = { name: settings.name, province: settings.province };
  return pageMeta({
    title: format(texts.metaTitle, values),
    description: format(texts.metaDescription, values),
    path: args.location.pathname,
    siteName: settings.name,
    baseUrl: settings.baseUrl,
    noindex: options.noindex,
  });
}

/** The meta tags of a page about one thing (an event, a product): its title and the start of its text. */
export function metaForContent(
  args: MetaArgs,
  content: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  const root = rootData(args);
  if (!root || !content) return [];
  return pageMeta({
    title: content.title,
    description: content.description.slice(0, 160),
    path: args.location.pathname,
    siteName: root.settings.name,
    baseUrl: root.settings.baseUrl,
  });
}

function rootData(args: MetaArgs) {
  return args.matches.find((match) => match?.id === "root")?.loaderData as
    | { settings: PublicSettings; locale: Locale }
    | undefined;
}
