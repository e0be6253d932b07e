import { useEffect, useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { ProofOfWork } from "~/components/proof-of-work";
import { Button, LinkButton } from "~/components/ui/button";
import { Field, FormError, SelectField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { clientAddress, getUser } from "~/features/accounts/index.server";
import { loadPaymentSettings } from "~/features/orders/index.server";
import {
  checkoutSchema,
  HOLD_LIMITS,
  holdMessage,
  lineKey,
  orderTotals,
  shortageMessage,
} from "~/features/shop";
import { useCart } from "~/features/shop/components/cart-context";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { PaymentSection } from "~/features/shop/components/payment-section";
import { StockNote, useStock } from "~/features/shop/components/stock-note";
import { guestIdCookie, type PlaceOrderResult, placeOrder, readGuestId } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { PROOF_FIELD } from "~/lib/limits";
import { PROVINCE_CODES, PROVINCES, provinceCode } from "~/lib/provinces";
import { useLocale, useMoney, usePath, useSettings, useSignedInUser, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, toastAsNotice } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, shopMessages, (m) => m.checkout, { noindex: true });

/** The page may carry a browser's own checkout cookie: no shared cache may keep it (docs/security.md #37). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * How the buyer will pay, as the association set it (only what the page shows), and the browser's checkout
 * id before it can place an order (decision 019).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const { paymentDays, inPersonEnabled, inPersonNote } = await loadPaymentSettings(db, config);
  const cookie = await guestIdCookie(config, request);
  return data(
    { payment: { paymentDays, inPersonEnabled, inPersonNote } },
    cookie ? { headers: { "Set-Cookie": cookie } } : undefined,
  );
}

export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  const t = getTexts(args.context, shopMessages);
  const failed = (errors: Record<string, string>, status: number, toast = t.checkout.failed) =>
    data({ errors, toast: { ...toast, variant: "destructive" as const } }, { status });
  const form = await readForm(args.request);
  const parsed = parseWith(checkoutSchema(t.validation), form);
  if (!parsed.ok) return failed(parsed.errors, 400);
  const user = await getUser(args);
  let result: PlaceOrderResult;
  try {
    result = await placeOrder(app, parsed.data, {
      userId: user?.id ?? null,
      guestId: await readGuestId(app.config, args.request),
      client: clientAddress(args.request),
      locale: getLocale(args.context),
      proof: form[PROOF_FIELD],
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "order failed", error: String(error) }));
    return failed({ form: t.validation.form }, 500);
  }
  if (!result.ok) {
    switch (result.reason) {
      case "challenge": {
        // Past a budget: the form asks the browser for a proof of work (decision 039).
        const { challenge, retryAt } = result;
        return data({ errors: {}, toast: undefined, challenge: { challenge, retryAt } }, { status: 429 });
      }
      case "throttled": {
        return failed({ form: toastAsNotice(args.context, t.checkout.throttled) }, 429, t.checkout.throttled);
      }
      case "key-used":
        return failed({ form: t.validation.keyUsed }, 409);
      case "size":
        return failed({ form: t.validation.size }, 422);
      case "unknown-product":
        return failed({ form: t.validation.unknownProduct }, 422);
      case "method":
        return failed({ form: t.validation.paymentMethod }, 422);
      case "sold-out":
        return failed({ form: shortageMessage(result.lines, t.validation) }, 409);
      case "limit":
        return failed({ form: holdMessage(result.breaches, t.validation) }, 422);
    }
  }
  return redirectWithToast(
    app.config,
    pathFor(args.context, `${href("/orders/:token", { token: result.token })}?placed=1`),
    {
      ...t.checkout.placed,
      description: format(t.checkout.placed.description, { number: result.number }),
    },
  );
}

/**
 * A fresh key per checkout visit: a double-clicked submit is recognised as the same order. Every answer
 * the page gets back is a refusal (success leaves the page), so the next submit gets a new key.
 */
function useIdempotencyKey(answer: unknown) {
  const [key, setKey] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the signal for a new key.
  useEffect(() => setKey(crypto.randomUUID()), [answer]);
  return key;
}

const CHECKOUT_FORM = "checkout";

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const path = usePath();
  const money = useMoney();
  const locale = useLocale();
  const homeProvince = provinceCode(useSettings().province) ?? undefined;
  const c = m.checkout;
  const cart = useCart();
  const user = useSignedInUser();
  const idempotencyKey = useIdempotencyKey(actionData);
  const { methods } = useTexts(paymentsMessages);
  // The server decides when the order is placed; this only warns of what it will say (asked again after
  // each refusal, which may be a shortage).
  const stock = useStock(cart.lines, cart.ready, actionData);
  const busy = useNavigation().state !== "idle";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(checkoutSchema(m.validation), values),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);

  if (!cart.ready) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{c.title}</h1>
        <noscript>
          <p className="mt-4 text-lg">{c.empty}</p>
          <Link to={path("/shop")} className="mt-6 inline-block font-semibold text-red-800 underline">
            {c.goShopping}
          </Link>
        </noscript>
      </section>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{c.empty}</h1>
        <LinkButton to={path("/shop")} size="lg" className="mt-6 inline-block">
          {c.goShopping}
        </LinkButton>
      </section>
    );
  }

  const totals = orderTotals(cart.subtotalCents);
  const items = JSON.stringify(
    cart.lines.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
  );
  const field = (name: keyof typeof c.fields, props: Record<string, string> = {}) => (
    <Field name={name} label={c.fields[name]} error={errors[name]} required {...props} />
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <section className="lg:col-start-1 lg:row-start-1">
        <h1 className="text-3xl font-bold">{c.title}</h1>
        {user ? null : (
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-slate-800 ring-1 ring-amber-300">
            {c.guestNote}{" "}
            <Link
              to={path(`/signin?${new URLSearchParams({ redirectTo: path("/checkout") })}`)}
              className="font-semibold text-red-800 underline"
            >
              {c.signIn}
            </Link>
          </p>
        )}
        <Form id={CHECKOUT_FORM} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-8">
          <input type="hidden" name="items" value={items} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <FormError message={errors.form ?? errors.items ?? errors.idempotencyKey} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{c.contact}</legend>
            {field("firstName", { autoComplete: "given-name" })}
            {field("lastName", { autoComplete: "family-name" })}
            {field("email", { type: "email", autoComplete: "email", defaultValue: user?.email ?? "" })}
            {field("phone", { type: "tel", autoComplete: "tel" })}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{c.shippingAddress}</legend>
            <div className="sm:col-span-2">{field("address", { autoComplete: "street-address" })}</div>
            {field("city", { autoComplete: "address-level2" })}
            <SelectField
              name="state"
              label={c.fields.state}
              error={errors.state}
              required
              autoComplete="address-level1"
              defaultValue={homeProvince}
            >
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCES[code][locale]}
                </option>
              ))}
            </SelectField>
            {field("zip", { autoComplete: "postal-code" })}
            {field("country", { autoComplete: "country-name", defaultValue: "Canada" })}
          </fieldset>
          <PaymentSection
            payment={loaderData.payment}
            texts={c}
            methods={methods}
            error={errors.paymentMethod}
            guestNote={
              user
                ? undefined
                : format(c.largeGuestNote, {
                    amount: money(HOLD_LIMITS.largeGuestOrderCents),
                    days: HOLD_LIMITS.largeGuestHoldDays,
                  })
            }
          />
          {actionData && "challenge" in actionData ? <ProofOfWork {...actionData.challenge} /> : null}
        </Form>
      </section>
      <aside className="h-fit rounded-xl bg-slate-50 p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 className="text-xl font-bold">{c.summary}</h2>
        <OrderSummary
          variant="checkout"
          className="mt-4"
          texts={c}
          order={{
            subtotal_cents: totals.subtotalCents,
            shipping_cents: totals.shippingCents,
            total_cents: totals.totalCents,
            items: cart.lines.map((line) => ({
              name: line.name,
              nameFr: line.nameFr,
              size: line.size,
              quantity: line.quantity,
              line_cents: line.priceCents * line.quantity,
              note: <StockNote quantity={line.quantity} available={stock.get(lineKey(line))} />,
            })),
          }}
        />
      </aside>
      {/* After the summary on a phone, so the buyer reads what they order before placing it; under the form on a desk. It submits the form by its id. */}
      <div className="lg:col-start-1 lg:row-start-2">
        <Button
          type="submit"
          form={CHECKOUT_FORM}
          disabled={busy || idempotencyKey === ""}
          size="xl"
          className="w-full disabled:opacity-70"
        >
          {busy ? c.processing : `${c.placeOrder} · ${money(totals.totalCents)}`}
        </Button>
      </div>
    </div>
  );
}
