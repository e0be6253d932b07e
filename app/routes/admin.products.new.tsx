import { data } from "react-router";
import { emptyProduct, ProductForm } from "~/features/shop/components/product-form";
import {
  createProduct,
  newProductFormSchema,
  productSaved,
  readProductForm,
} from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { adminMeta } from "~/lib/seo";
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
  return productSaved(app.config, context, "created", result.input.name);
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
