import { data } from "react-router";
import { parseProductId } from "~/features/shop";
import { ProductForm } from "~/features/shop/components/product-form";
import {
  editProduct,
  loadProductForm,
  productFormSchema,
  productSaved,
  readProductForm,
  staleStockForm,
} from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { adminMeta } from "~/lib/seo";
import { productsMessages } from "~/texts/pages/products";
import type { Route } from "./+types/admin.products.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, productsMessages, (m) => [m.form.metaEdit, m.form.editTitle]);

function productIdOr404(param: string | undefined) {
  const id = parseProductId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdOr404(params.id);
  const loaded = await loadProductForm(context.get(appContext).db, id, getLocale(context));
  if (!loaded) throw data(null, { status: 404 });
  return { id, values: loaded.values };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const id = productIdOr404(params.id);
  const result = await readProductForm(request, app.config, getLocale(context), productFormSchema);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  const saved = await editProduct(app.db, id, result.input);
  if (saved.ok) return productSaved(app.config, context, "updated", result.input.name);
  if (saved.reason === "not-found") throw data(null, { status: 404 });
  const t = getTexts(context, productsMessages).validation;
  return data(staleStockForm(t, result.values, result.input, saved.stock), { status: 409 });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductForm
      key={JSON.stringify(actionData?.values ?? null)}
      mode="edit"
      productId={loaderData.id}
      values={{ ...loaderData.values, ...actionData?.values }}
      errors={actionData?.errors}
    />
  );
}
