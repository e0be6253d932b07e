import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { usePath, useTexts } from "~/lib/root-data";
import { EMAIL_MAX } from "~/lib/text-limits";
import { commonMessages } from "~/texts/pages/common";

/**
 * The newsletter sign-up: one e-mail field. It is in the footer of every page, so it stays small and
 * is checked in the browser by the input's own type and `required` only; the server checks it with
 * the feature's schema (routes/newsletter.tsx) and brings the visitor back to this page.
 */
export function NewsletterForm({ id, dark = false }: { id: string; dark?: boolean }) {
  const m = useTexts(commonMessages);
  const location = useLocation();
  const path = usePath();
  return (
    // A new key after each navigation: the redirect back here empties the field.
    <Form
      key={location.key}
      method="post"
      action={path("/newsletter")}
      preventScrollReset
      className="max-w-md"
    >
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <label htmlFor={`${id}-email`} className={`block text-sm font-medium ${dark ? "" : "text-slate-800"}`}>
        {m.newsletter.email}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          className="block w-full min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
        <Button type="submit" className="shrink-0">
          {m.newsletter.submit}
        </Button>
      </div>
      <Honeypot id={`${id}-website`} label={m.honeypot} />
    </Form>
  );
}
