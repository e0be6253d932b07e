import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * A text field bots fill in and people never meet: off screen, out of the tab order and hidden from
 * assistive technology. See lib/honeypot.ts.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
