import { href, Link } from "react-router";
import { ContentText } from "~/components/content-text";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CATEGORIES, categoryFrom, inCategory, shippingTerms } from "~/features/shop";
import { isSoldOut, listProducts, listVariants } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { bilingual } from "~/lib/i18n/content";
import { inPlaceLink, scriptsOnFirstUse } from "~/lib/page-scripts";
import { useLocale, useMoney, usePath, useTexts } from "~/lib/root-data";
import { metaFor, metaLocale } from "~/lib/seo";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/shop";

// Read first, used after: its scripts start on the visitor's first sign of use (decision 074).
export const handle = scriptsOnFirstUse;

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, shopMessages, (m) => m.list, { values: shippingTerms(metaLocale(args)) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const category = categoryFrom(new URL(request.url).searchParams.get("category"));
  const products = (await listProducts(db)).filter((product) => inCategory(product.id, category));
  // Two queries whatever the number of products: the stock of all of them comes at once.
  const variants = await listVariants(
    db,
    products.map((product) => product.id),
  );
  return {
    category,
    products: products.map((product) => ({
      ...product,
      soldOut: isSoldOut(
        product.size_set,
        variants.filter((variant) => variant.product_id === product.id),
      ),
    })),
  };
}

/**
 * A product card's width in the grid (`max-w-6xl px-4`, `gap-6`: one column, two from `sm`, three from
 * `lg`): a phone's card is the screen less its margins.
 */
const PRODUCT_CARD_SIZES =
  "(min-width: 1152px) 358px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)";

export default function Shop({ loaderData }: Route.ComponentProps) {
  const t = useTexts(shopMessages).list;
  const path = usePath();
  const money = useMoney();
  const terms = shippingTerms(useLocale());
  const { category, products } = loaderData;
  return (
    <>
      <PageHero title={t.heroTitle} text={t.heroText} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label={t.categoriesLabel}>
          <ul className="flex flex-wrap gap-2">
            {CATEGORIES.map(({ key }) => (
              <li key={key}>
                <Link
                  to={path(key === "all" ? "/shop" : `/shop?category=${key}`)}
                  aria-current={category === key ? "page" : undefined}
                  preventScrollReset
                  {...inPlaceLink}
                  className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
                    category === key
                      ? "border-slate-900 bg-slate-900 text-white"
                      : "border-slate-400 hover:bg-slate-100"
                  }`}
                >
                  {t.categories[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {products.length === 0 ? (
          <p className="mt-10 rounded-xl bg-slate-50 p-10 text-center text-lg">{t.empty}</p>
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product, index) => (
              <li key={product.id}>
                <Link
                  to={path(href("/shop/:id", { id: product.id }))}
                  className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-red-700"
                >
                  <ResponsiveImage
                    src={product.image}
                    alt=""
                    sizes={PRODUCT_CARD_SIZES}
                    width={800}
                    height={800}
                    loading={index < 3 ? "eager" : "lazy"}
                    decoding="auto"
                    fetchPriority={index === 0 ? "high" : undefined}
                    className="aspect-square w-full bg-slate-100 object-cover"
                  />
                  <div className="p-4">
                    <ContentText
                      as="h2"
                      className="text-lg font-bold group-hover:text-red-800"
                      {...bilingual(product, "name")}
                    />
                    <p className="mt-1 flex items-center justify-between gap-2 font-semibold text-slate-800">
                      {money(product.price_cents)}
                      {product.soldOut ? (
                        <span className="rounded-full bg-slate-900 px-3 py-0.5 text-sm text-white">
                          {t.soldOut}
                        </span>
                      ) : null}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <section aria-label={t.perksLabel} className="mt-12 grid gap-4 sm:grid-cols-3">
          {t.perks.map((perk) => (
            <div key={perk.title} className="rounded-xl bg-slate-50 p-5 text-center">
              <h2 className="font-bold">{perk.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{format(perk.text, terms)}</p>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
