import { href } from "react-router";
import { useContentText } from "~/components/content-text";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { TextLink } from "~/components/ui/text-link";
import type { StockBySize } from "~/features/shop";
import { loadProductsPage, PRODUCTS_PER_PAGE } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { pageCount, paging } from "~/lib/paging";
import { useMoney, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { type SizeSet, sizeLabel, sizesOf } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import { productsMessages } from "~/texts/pages/products";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, productsMessages, (m) => [m.list.metaTitle, m.list.intro]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = paging(new URL(request.url).searchParams);
  const perPage = PRODUCTS_PER_PAGE;
  const { products, total } = await loadProductsPage(context.get(appContext).db, {
    offset: (page - 1) * perPage,
    perPage,
  });
  return { products, page, pages: pageCount(total, perPage) };
}

/** Each size's count, "Sold out" at 0 and "Not sold" without a row; one count for a product without sizes. */
function StockList({ sizeSet, stock }: { sizeSet: SizeSet; stock: StockBySize }) {
  const t = useTexts(productsMessages).list;
  const sizeNames = useTexts(commonMessages).sizes;
  const shown = (count: number | null) => (count === null ? t.notSold : count === 0 ? t.soldOut : count);
  if (sizeSet === "none") return <>{shown(stock[""])}</>;
  return (
    <ul>
      {sizesOf(sizeSet).map((size) => (
        <li key={size} className={stock[size] === 0 ? "font-semibold text-red-800" : undefined}>
          {format(t.sizeStock, { size: sizeLabel(size, sizeNames), stock: shown(stock[size]) })}
        </li>
      ))}
    </ul>
  );
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const t = useTexts(productsMessages).list;
  const { actionFor } = useTexts(commonMessages);
  const path = usePath();
  const money = useMoney();
  const named = useContentText();
  const { products, page, pages } = loaderData;
  return (
    <section>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={<LinkButton to={path("/admin/products/new")}>{t.add}</LinkButton>}
      />
      {products.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable
          columns={[t.columns.image, t.columns.name, t.columns.price, t.columns.stock, t.columns.shop]}
        >
          {products.map((product) => (
            <tr key={product.id}>
              <td className={cell}>
                <ResponsiveImage
                  src={product.image}
                  alt=""
                  sizes="48px"
                  width={48}
                  height={48}
                  decoding="auto"
                  className="size-12 rounded bg-slate-100 object-cover"
                />
              </td>
              <td className={cell}>
                <TextLink
                  to={path(href("/admin/products/:id", { id: product.id }))}
                  aria-label={format(actionFor, {
                    action: t.edit,
                    item: named(product.name, product.name_fr),
                  })}
                >
                  {named(product.name, product.name_fr)}
                </TextLink>
                <span className="block text-slate-700">{product.id}</span>
              </td>
              <td className={cell}>{money(product.price_cents)}</td>
              <td className={cell}>
                <StockList sizeSet={product.size_set} stock={product.stock} />
              </td>
              <td className={cell}>{product.hidden ? t.hidden : t.shown}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={t.pager} />
    </section>
  );
}
