import { Form, useNavigation } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { format } from "~/lib/i18n";
import { useFill, usePath } from "~/lib/root-data";
import type { newsletterMessages } from "~/texts/pages/newsletter";

type LinkPageTexts = (typeof newsletterMessages)["en"]["confirm"];
type Step = "ask" | "done" | "unknown";

/**
 * The page behind a link of a newsletter e-mail (confirm, unsubscribe): it asks with a button,
 * since no GET may change anything, then says it is done; an unknown link says so. The button's
 * answer, where there is one, tells the step.
 */
export function NewsletterLinkPage({
  page: { email, token, ...page },
  answer,
  t,
}: {
  page: { step: Step; email: string; token: string };
  answer?: { step: Step };
  t: LinkPageTexts;
}) {
  const step = answer?.step ?? page.step;
  const fill = useFill();
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      {step === "ask" ? (
        <>
          <h1 className="text-3xl font-bold">{t.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{fill(t.text, { email })}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" disabled={busy} size="lg" className="disabled:opacity-70">
              {busy ? t.submitting : t.submit}
            </Button>
          </Form>
        </>
      ) : step === "done" ? (
        <>
          <h1 className="text-3xl font-bold">{t.doneTitle}</h1>
          <p className="mt-4 text-lg text-slate-700">{format(t.doneText, { email })}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t.unknownTitle}</h1>
          <p className="mt-4 text-lg text-slate-700">{t.unknownText}</p>
        </>
      )}
      {step === "ask" ? null : (
        <LinkButton to={path("/")} variant="dark" size="lg" className="mt-8 inline-block">
          {t.home}
        </LinkButton>
      )}
    </section>
  );
}
