import { Button, buttonClass } from "~/components/ui/button";
import { useTexts } from "~/lib/root-data";
import { registrationsMessages } from "~/texts/pages/registrations";

/**
 * "Cancel my registration" as a confirmation step inside the cancelling form: the first tap opens what
 * cancelling does (the spot goes to the waiting list; the fee's order is cancelled, or a paid fee is
 * refunded by hand), and only its button submits. A <details>: no JavaScript needed, and a GET still
 * changes nothing.
 */
export function CancelConfirm({
  label,
  accessibleLabel,
  payment,
  busy,
  busyLabel,
}: {
  /** The opening button's text ("Cancel my registration"). */
  label: string;
  /** Its name for assistive technology where several sit on one page ("Cancel: Summer Cup"). */
  accessibleLabel?: string;
  payment: { status: "awaiting-payment" | "paid" } | null;
  busy: boolean;
  busyLabel: string;
}) {
  const t = useTexts(registrationsMessages).confirmCancel;
  return (
    <details className="group w-full">
      <summary
        aria-label={accessibleLabel}
        className={buttonClass({
          variant: "secondary",
          className: "cursor-pointer list-none text-slate-900 [&::-webkit-details-marker]:hidden",
        })}
      >
        {label}
      </summary>
      <div className="mt-3 space-y-2 rounded-md bg-amber-50 p-4 text-sm text-slate-900">
        <p className="font-semibold">{t.heading}</p>
        <p>{t.spot}</p>
        {payment?.status === "awaiting-payment" ? <p>{t.unpaid}</p> : null}
        {payment?.status === "paid" ? <p>{t.paid}</p> : null}
        <Button type="submit" variant="dark" disabled={busy} className="mt-2 disabled:opacity-70">
          {busy ? busyLabel : t.confirm}
        </Button>
      </div>
    </details>
  );
}
