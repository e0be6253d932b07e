import { format } from "~/lib/i18n";
import type { PaymentsTexts } from "~/texts/pages/payments";
import type { ShopTexts } from "~/texts/pages/shop";
import { HOLD_LIMITS } from "../rules";

/** What the checkout shows of the association's payment settings (never the recipient: that comes after). */
export type CheckoutPayment = { paymentDays: number; inPersonEnabled: boolean; inPersonNote: string };

/**
 * The checkout's Payment section: no card field, only how paying works. Interac e-Transfer is the method;
 * when the association takes payment in person too, a radio group offers both (e-Transfer checked).
 */
export function PaymentSection({
  payment,
  texts,
  methods,
  error,
  guestNote,
}: {
  payment: CheckoutPayment;
  /** Not signed in: a large order is held fewer days (decision 037), and the section says so. */
  guestNote?: string;
  texts: ShopTexts["checkout"];
  methods: PaymentsTexts["methods"];
  error?: string;
}) {
  const within =
    payment.paymentDays === 1 ? texts.withinOneDay : format(texts.withinDays, { days: payment.paymentDays });
  const etransfer = format(texts.etransferNote, { within });
  const note = "text-sm text-slate-700";
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xl font-semibold">{texts.payment}</legend>
      {payment.inPersonEnabled ? (
        <fieldset
          className="space-y-3"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "paymentMethod-error" : undefined}
        >
          <legend className="mb-1 font-medium">{texts.paymentMethod}</legend>
          <div>
            <label className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="paymentMethod"
                value="etransfer"
                defaultChecked
                aria-describedby="etransfer-note"
                className="h-4 w-4"
              />
              {methods.etransfer}
            </label>
            <p id="etransfer-note" className={`ml-6 ${note}`}>
              {etransfer}
            </p>
          </div>
          <div>
            <label className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="paymentMethod"
                value="in-person"
                aria-describedby="in-person-note"
                className="h-4 w-4"
              />
              {methods["in-person"]}
            </label>
            <p id="in-person-note" className={`ml-6 ${note}`}>
              {format(texts.inPersonNote, { within })}
              {payment.inPersonNote ? ` ${payment.inPersonNote}` : ""}
            </p>
          </div>
          {error ? (
            <p id="paymentMethod-error" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <div>
          <p className="font-medium">{methods.etransfer}</p>
          <p className={note}>{etransfer}</p>
        </div>
      )}
      {guestNote && payment.paymentDays > HOLD_LIMITS.largeGuestHoldDays ? (
        <p className={note}>{guestNote}</p>
      ) : null}
    </fieldset>
  );
}
