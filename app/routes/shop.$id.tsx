import { useState } from "react";
import { data, isRouteErrorResponse, useNavigate } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { StatusPage } from "~/components/status-page";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { SIZES, type Size } from "~/features/shop/cart";
import { useCart } from "~/features/shop/components/cart-context";
import { getProduct } from "~/features/shop/queries.server";
import { parseProductId } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { bilingual, inLocale } from "~/lib/i18n/content";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { useMoney, usePath, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale } from "~/lib/seo";
import type { Route } from "./+types/shop.$id";

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
  const id = parseProductId(params.id);
  const product = id === null ? undefined : await getProduct(context.get(appContext).db, id);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useTexts(shopMessages).product;
  const money = useMoney();
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const { product } = loaderData;
  const name = useContentText()(product.name, product.name_fr);
  const [size, setSize] = useState<Size | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);

  const add = () => {
    if (product.has_sizes && !size) {
      setSizeMissing(true);
      return;
    }
    cart.add({
      productId: product.id,
      name: product.name,
      nameFr: product.name_fr,
      image: product.image,
      priceCents: product.price_cents,
      size: product.has_sizes ? size : null,
    });
    toast({ ...t.added, description: format(t.added.description, { name }), duration: 3000 });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <button type="button" onClick={() => navigate(-1)} className="font-medium text-red-800 underline">
        {t.back}
      </button>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <img
          src={product.image}
          alt={name}
          width="800"
          height="800"
          fetchPriority="high"
          className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
        />
        <div>
          <ContentText as="h1" className="text-4xl font-extrabold" {...bilingual(product, "name")} />
          <p className="mt-3 text-2xl font-semibold">{money(product.price_cents)}</p>
          <ContentText
            as="p"
            className="mt-6 text-lg text-slate-700"
            {...bilingual(product, "description")}
          />
          {product.has_sizes ? (
            <fieldset className="mt-6" aria-describedby={sizeMissing ? "size-error" : undefined}>
              <legend className="font-semibold">{t.sizes}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {SIZES.map((option) => (
                  <label key={option} className="cursor-pointer">
                    <input
                      type="radio"
                      name="size"
                      value={option}
                      checked={size === option}
                      onChange={() => {
                        setSize(option);
                        setSizeMissing(false);
                      }}
                      className="peer sr-only"
                    />
                    <span className="inline-block min-w-12 rounded-md border border-slate-400 px-3 py-2 text-center font-semibold peer-checked:border-slate-900 peer-checked:bg-slate-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-blue-700">
                      {option}
                    </span>
                  </label>
                ))}
              </div>
              {sizeMissing ? (
                <p id="size-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {t.chooseSize}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <Button type="button" onClick={add} size="xl" className="mt-8 w-full sm:w-auto">
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
