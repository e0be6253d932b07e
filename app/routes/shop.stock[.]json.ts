import { parseStockQuery } from "~/features/shop";
import { stockOfLines } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { getTexts } from "~/lib/i18n";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/shop.stock[.]json";

/**
 * How many are left of the cart's lines: `?items=blue-training-ball,white-court-shoes:M` answers
 * {lines: [{productId, size, available}]}. Stock changes with every order, so no cache keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  const lines = parseStockQuery(new URL(request.url).searchParams.get("items"));
  if (lines === null) {
    return Response.json(
      { error: getTexts(context, shopMessages).validation.items },
      { status: 400, headers },
    );
  }
  return Response.json({ lines: await stockOfLines(context.get(appContext).db, lines) }, { headers });
}
