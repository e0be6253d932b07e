import { redirect } from "react-router";
import { safeRedirect } from "~/features/accounts";
import { clientAddress } from "~/features/accounts/index.server";
import { subscribeSchema } from "~/features/newsletter";
import { subscribe } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { honeypotFilled } from "~/lib/honeypot";
import { getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/newsletter";

/** The subscription form posts here from any page; there is nothing to show at this address. */
export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(pathFor(context, "/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, newsletterMessages);
  const form = await readForm(request);
  const back = safeRedirect(form.from, pathFor(context, "/"));
  const parsed = parseWith(subscribeSchema(t.validation), form);
  if (!parsed.ok) return redirectWithToast(app.config, back, { ...t.invalid, variant: "destructive" });
  // A bot that filled the hidden field gets the same answer as everyone; nothing is stored or sent.
  if (!honeypotFilled(form)) {
    await subscribe(app, {
      email: parsed.data.email,
      client: clientAddress(request),
      locale: getLocale(context),
    });
  }
  return redirectWithToast(app.config, back, t.checkInbox);
}
