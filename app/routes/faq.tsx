import { PageHero } from "~/components/page-hero";
import { ContactButton } from "~/components/page-section";
import { TextLink } from "~/components/ui/text-link";
import { loadFaqWords } from "~/features/site-texts/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { readingPage } from "~/lib/page-scripts";
import { useFill, usePath, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { faqMessages } from "~/texts/pages/faq";
import type { Route } from "./+types/faq";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, faqMessages, own);

/** The questions and answers as the administrators wrote them, links in the page's language (null: the spec's eight). */
export async function loader({ context }: Route.LoaderArgs) {
  return { words: await loadFaqWords(context.get(appContext).db, getLocale(context)) };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const f = useTexts(faqMessages);
  const fill = useFill();
  const path = usePath();
  // The administrators' words are shown as written; the catalogue's have the association's name filled in.
  const questions: { question: string; answer: string[]; link: { to: string; label: string } | null }[] =
    loaderData.words.questions ??
    f.questions.map((item) => ({
      question: item.question,
      answer: item.answer.map((paragraph) => fill(paragraph)),
      link: "link" in item && item.link ? { to: path(item.link.to), label: item.link.label } : null,
    }));

  return (
    <>
      <PageHero title={f.heroTitle} text={fill(f.heroText)} />

      <div className="mx-auto max-w-3xl px-4 py-12">
        {/* `name` makes the <details> exclusive: the browser closes the open one when another opens. */}
        <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {questions.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two questions may read the same; the list is rendered whole.
            <details key={index} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-5 text-lg font-semibold text-slate-900 hover:text-red-800 [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-red-700 transition-transform group-open:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </summary>
              <div className="space-y-3 px-6 pb-6 leading-relaxed text-slate-700">
                {item.answer.map((paragraph, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an answer may repeat a paragraph.
                  <p key={at}>{paragraph}</p>
                ))}
                {item.link ? <TextLink to={item.link.to}>{item.link.label}</TextLink> : null}
              </div>
            </details>
          ))}
        </div>
      </div>

      <section className="mx-auto max-w-3xl px-4">
        <div className="rounded-xl bg-slate-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{f.moreHeading}</h2>
          <p className="mt-3 text-slate-200">{f.moreText}</p>
          <ContactButton className="mt-6 inline-block">{f.contactUs}</ContactButton>
        </div>
      </section>
    </>
  );
}
