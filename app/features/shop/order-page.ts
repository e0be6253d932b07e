import { privateMeta } from "~/lib/seo";
import { type ShopTexts, shopMessages } from "~/texts/pages/shop";
import { orderForPage } from "./rules";

/** The meta of a page that shows one order: `pick`'s title with the order's number, out of search results. */
export const orderMeta =
  (pick: (m: ShopTexts) => string) =>
  (args: Parameters<typeof privateMeta>[0] & { loaderData?: { number: string } }) =>
    privateMeta(args, shopMessages, pick, args.loaderData && { number: args.loaderData.number });

/** An order page's data: the order as shown, with its number (the route answers 404 for a missing order). */
export function orderPage<T extends Parameters<typeof orderForPage>[0]>(order: T) {
  const shown = orderForPage(order);
  return { order: shown, number: shown.number };
}
