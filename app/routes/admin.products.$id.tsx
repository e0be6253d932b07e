import { data } from "react-router";
import { parseProductId } from "~/features/shop";
import { ProductForm } from "~/features/shop/components/product-form";
import {
  editProduct,
  loadProductForm,
  productFormSchema,
  readProductForm,
  staleStockForm,
} from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
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
  const t = getTexts(context, productsMessages);
  // Back to the products list, the toast naming the product.
  if (saved.ok)
    return redirectWithToast(app.config, pathFor(context, "/admin/products"), {
      ...t.updated,
      description: format(t.updated.description, { name: result.input.name }),
    });
  if (saved.reason === "not-found") throw data(null, { status: 404 });
  return data(staleStockForm(t.validation, result.values, result.input, saved.stock), { status: 409 });
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
