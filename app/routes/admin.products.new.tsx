import { data } from "react-router";
import { emptyProduct, ProductForm } from "~/features/shop/components/product-form";
import { createProduct, newProductFormSchema, readProductForm } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { productsMessages } from "~/texts/pages/products";
import type { Route } from "./+types/admin.products.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, productsMessages, (m) => [m.form.metaNew, m.form.newTitle]);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await readProductForm(request, app.config, getLocale(context), newProductFormSchema);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  if (!(await createProduct(app.db, result.input)).ok) {
    const errors = { id: getTexts(context, productsMessages).validation.idTaken };
    return data({ values: result.values, errors }, { status: 409 });
  }
  // Back to the products list, the toast naming the product.
  const t = getTexts(context, productsMessages).created;
  return redirectWithToast(app.config, pathFor(context, "/admin/products"), {
    ...t,
    description: format(t.description, { name: result.input.name }),
  });
}

export default function NewProduct({ actionData }: Route.ComponentProps) {
  return (
    <ProductForm
      key={JSON.stringify(actionData?.values ?? null)}
      mode="create"
      values={{ ...emptyProduct, ...actionData?.values }}
      errors={actionData?.errors}
    />
  );
}
