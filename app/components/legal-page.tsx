import { useFill, useSettings, useTexts } from "~/lib/root-data";
import { legalMessages } from "~/texts/pages/legal";
import { PageHero } from "./page-hero";

type LegalText = {
  heroTitle: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: string[]; items?: string[]; after?: string[] }>;
};

/** A static legal page (terms, privacy): a hero with the date of the last update, then numbered sections. */
/** `values`: facts the page states that live elsewhere (the shop's shipping terms). */
export function LegalPage({
  text,
  values: extra = {},
}: {
  text: LegalText;
  values?: Record<string, string>;
}) {
  const settings = useSettings();
  const m = useTexts(legalMessages);
  const fillIn = useFill();
  const fill = (template: string) =>
    fillIn(template, { email: settings.email, address: settings.address, ...extra });

  return (
    <>
      <PageHero title={text.heroTitle}>
        <p className="mt-4 text-lg">
          <time dateTime={m.lastUpdatedIso}>{m.lastUpdated}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-slate-700">
        <p className="text-lg">{fill(text.intro)}</p>
        {text.sections.map((section, index) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {fill(paragraph)}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6">
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {fill(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
