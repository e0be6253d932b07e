import { data, useLocation, useNavigation } from "react-router";
import { ClickToLoad } from "~/components/click-to-load";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { PageHero } from "~/components/page-hero";
import { SocialLinks } from "~/components/social-links";
import { Detail } from "~/components/ui/detail";
import { Panel } from "~/components/ui/panel";
import { useActionToast } from "~/components/ui/use-action-toast";
import { clientAddress } from "~/features/accounts/index.server";
import { contactSchema, typedValues } from "~/features/contact";
import { ContactForm } from "~/features/contact/components/contact-form";
import { type ContactResult, sendContactMessage } from "~/features/contact/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { honeypotFilled } from "~/lib/honeypot";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { scriptsOnFirstUse } from "~/lib/page-scripts";
import { useFill, useSettings, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { redirectWithToast, toastAsNotice } from "~/lib/toast.server";
import { useLazyFormValidation } from "~/lib/use-form-validation";
import { commonMessages } from "~/texts/pages/common";
import { contactMessages } from "~/texts/pages/contact";
import type { Route } from "./+types/contact";

// Read first, used after: its scripts start on the visitor's first sign of use (decision 074).
export const handle = scriptsOnFirstUse;

export const meta: Route.MetaFunction = (args) => metaFor(args, contactMessages, own);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, contactMessages);
  const form = await readForm(request);
  const values = typedValues(form);
  const parsed = parseWith(contactSchema(t.validation), form);
  if (!parsed.ok) return data({ values, errors: parsed.errors, toast: null }, { status: 400 });
  const sent = {
    ...t.toast.sent,
    description: format(t.toast.sent.description, { email: parsed.data.email }),
  };
  // A bot that filled the hidden field gets the answer a person gets; nothing is stored or sent.
  if (honeypotFilled(form)) return redirectWithToast(app.config, pathFor(context, "/contact"), sent);

  let result: ContactResult;
  try {
    result = await sendContactMessage(app, {
      ...parsed.data,
      client: clientAddress(request),
      locale: getLocale(context),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "contact message failed", error: String(error) }));
    const toast = { ...t.toast.failed, variant: "destructive" as const };
    return data({ values, errors: { form: toastAsNotice(context, t.toast.failed) }, toast }, { status: 500 });
  }
  if (!result.ok) {
    const toast = { ...t.toast.failed, description: t.throttled, variant: "destructive" as const };
    return data({ values, errors: { form: t.throttled }, toast }, { status: 429 });
  }
  // The redirect clears the form and keeps a reload from sending the message twice.
  return redirectWithToast(app.config, pathFor(context, "/contact"), sent);
}

const contactLink = "text-red-800 underline hover:text-red-900";

export default function Contact({ actionData }: Route.ComponentProps) {
  const settings = useSettings();
  const fill = useFill();
  const common = useTexts(commonMessages);
  const c = useTexts(contactMessages);
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onFocus } = useLazyFormValidation(
    () => import("~/features/contact"),
    (rules, values) => parseWith(rules.contactSchema(c.validation), values),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);

  return (
    <>
      <PageHero title={c.heroTitle} text={c.heroText} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-5">
        <Panel id="contact-form-heading" heading={c.formHeading} className="lg:col-span-3">
          <p className="mt-2 text-slate-700">{c.formNote}</p>
          <ContactForm
            key={actionData ? "typed" : location.key}
            texts={c}
            honeypotLabel={common.honeypot}
            values={actionData?.values}
            errors={errors}
            busy={busy}
            onSubmit={onSubmit}
            onFocus={onFocus}
          />
        </Panel>

        <Panel id="contact-info-heading" heading={c.infoHeading} tone="muted" className="lg:col-span-2">
          <dl className="mt-6 space-y-5">
            <Detail term={c.locationLabel} className="mt-1 text-slate-700">
              {fill(c.location, { city: settings.city })}
            </Detail>
            <Detail term={c.emailLabel} className="mt-1">
              <EmailLink email={settings.email} className={contactLink} />
            </Detail>
            <Detail term={c.phoneLabel} className="mt-1">
              <PhoneLink phone={settings.phone} className={contactLink} />
            </Detail>
          </dl>
          <h3 className="mt-8 font-semibold">{c.followHeading}</h3>
          <SocialLinks className="mt-2 flex-wrap text-slate-800" />
        </Panel>
      </div>

      <section aria-labelledby="contact-map-heading" className="mx-auto max-w-6xl px-4">
        <h2 id="contact-map-heading" className="text-2xl font-bold">
          {c.mapHeading}
        </h2>
        <ClickToLoad
          param="map"
          src={settings.mapEmbedUrl}
          texts={common.embed.map}
          className="mt-6 aspect-video lg:aspect-[21/9]"
        />
      </section>
    </>
  );
}
