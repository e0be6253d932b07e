import { useState } from "react";
import { data, isRouteErrorResponse, useNavigate } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { StatusPage } from "~/components/status-page";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useToast } from "~/components/ui/toaster";
import { type Availability, parseProductId } from "~/features/shop";
import { useCart } from "~/features/shop/components/cart-context";
import { availability, getProduct, listVariants } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { bilingual, inLocale } from "~/lib/i18n/content";
import { scriptsOnFirstUse } from "~/lib/page-scripts";
import { useMoney, usePath, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale } from "~/lib/seo";
import { type Size, sizeLabel } from "~/lib/sizes";
import { smallestFile } from "~/lib/uploads/variants";
import { commonMessages } from "~/texts/pages/common";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/shop.$id";

// Read first, used after: its scripts start on the visitor's first sign of use (decision 074).
export const handle = scriptsOnFirstUse;

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  const locale = metaLocale(args);
  return metaForContent(
    args,
    product && {
      title: inLocale(bilingual(product, "name"), locale).text,
      description: inLocale(bilingual(product, "description"), locale).text,
    },
  );
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const id = parseProductId(params.id);
  const product = id === null ? undefined : await getProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  // What a buyer may know of the stock: sold out, or how many when few are left; never the exact count.
  return { product, sizes: availability(product.size_set, await listVariants(db, [product.id])) };
}

/** "Sold out" or "Only 3 left" under a size or beside the price; nothing when plenty are left. */
function StockNote({
  size,
  ...attributes
}: {
  size: Availability | undefined;
  id?: string;
  className: string;
}) {
  const t = useTexts(shopMessages).product;
  if (size?.state === "few") return <span {...attributes}>{format(t.fewLeft, { count: size.left })}</span>;
  if (!size || size.state === "sold-out") return <span {...attributes}>{t.soldOut}</span>;
  return null;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useTexts(shopMessages).product;
  const money = useMoney();
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const { product, sizes } = loaderData;
  const sized = product.size_set !== "none";
  const sizeNames = useTexts(commonMessages).sizes;
  // Sold out when nothing can be chosen: every size sold out, or none sold at all.
  const soldOut = sizes.every((option) => option.state === "sold-out");
  const name = useContentText()(product.name, product.name_fr);
  const [size, setSize] = useState<Size | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);

  const add = () => {
    if (sized && !size) {
      setSizeMissing(true);
      return;
    }
    cart.add({
      productId: product.id,
      name: product.name,
      nameFr: product.name_fr,
      image: smallestFile(product.image),
      priceCents: product.price_cents,
      size: sized ? size : null,
    });
    toast({ ...t.added, description: format(t.added.description, { name }), duration: 3000 });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <button type="button" onClick={() => navigate(-1)} className="font-medium text-red-800 underline">
        {t.back}
      </button>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ResponsiveImage
          src={product.image}
          alt={name}
          sizes="(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)"
          width={800}
          height={800}
          loading="eager"
          decoding="auto"
          fetchPriority="high"
          className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
        />
        <div>
          <ContentText as="h1" className="text-4xl font-extrabold" {...bilingual(product, "name")} />
          <p className="mt-3 text-2xl font-semibold">{money(product.price_cents)}</p>
          {sized ? null : (
            <StockNote size={sizes[0]} className="mt-2 block text-lg font-semibold text-red-800" />
          )}
          <ContentText
            as="p"
            className="mt-6 text-lg text-slate-700"
            {...bilingual(product, "description")}
          />
          {sized ? (
            <fieldset className="mt-6" aria-describedby={sizeMissing ? "size-error" : undefined}>
              <legend className="font-semibold">{t.sizes}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {sizes.map(({ size: option, ...stock }) =>
                  option === null ? null : (
                    <div key={option} className="flex flex-col items-center">
                      <label
                        className={`block ${stock.state === "sold-out" ? "cursor-not-allowed" : "cursor-pointer"}`}
                      >
                        <input
                          type="radio"
                          name="size"
                          value={option}
                          checked={size === option}
                          disabled={stock.state === "sold-out"}
                          aria-describedby={stock.state === "available" ? undefined : `size-${option}-stock`}
                          onChange={() => {
                            setSize(option);
                            setSizeMissing(false);
                          }}
                          className="peer sr-only"
                        />
                        <span className="inline-block min-w-12 rounded-md border border-slate-400 px-3 py-2 text-center font-semibold peer-checked:border-slate-900 peer-checked:bg-slate-900 peer-checked:text-white peer-disabled:border-dashed peer-disabled:bg-slate-100 peer-disabled:text-slate-700 peer-disabled:line-through peer-focus-visible:outline-3 peer-focus-visible:outline-blue-700">
                          {sizeLabel(option, sizeNames)}
                        </span>
                      </label>
                      <StockNote
                        id={`size-${option}-stock`}
                        size={{ size: option, ...stock }}
                        className="mt-1 block text-center text-xs font-medium text-red-800"
                      />
                    </div>
                  ),
                )}
              </div>
              {sizeMissing ? (
                <p id="size-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {t.chooseSize}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <Button
            type="button"
            onClick={add}
            disabled={soldOut}
            size="xl"
            className="mt-8 w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {t.addToCart}
          </Button>
          <section className="mt-8 rounded-xl bg-slate-50 p-5">
            <h2 className="font-bold">{t.shippingTitle}</h2>
            <p className="mt-1 text-slate-700">{t.shippingText}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

/** Spec: an unknown product shows "Product Not Found" with a link back to the shop (HTTP 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts(shopMessages).product;
  const path = usePath();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <StatusPage
      title={t.notFound}
      heading={t.notFound}
      text={t.notFoundText}
      to={path("/shop")}
      label={t.backToShop}
    />
  );
}
