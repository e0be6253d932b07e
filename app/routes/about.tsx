import { PageHero } from "~/components/page-hero";
import { CardGrid, ContactButton, PageSection } from "~/components/page-section";
import { BoardSection } from "~/features/association/components/board-section";
import { listBoard } from "~/features/association/index.server";
import { loadAboutWords } from "~/features/site-texts/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { readingPage } from "~/lib/page-scripts";
import { useFill, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { aboutMessages } from "~/texts/pages/about";
import type { Route } from "./+types/about";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, aboutMessages, own);

/** The board, and the mission and the vision as the administrators wrote them (null: the spec's texts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { board: await listBoard(db), words: await loadAboutWords(db, getLocale(context)) };
}

/** One half of the court, 10 units per metre: the goal, the 6m goal area, the dashed 9m line and the 7m line. */
function CourtHalf() {
  return (
    <>
      <rect x="-8" y="85" width="8" height="30" className="fill-red-700" />
      <path d="M0 25 A60 60 0 0 1 60 85 L60 115 A60 60 0 0 1 0 175 Z" className="fill-sky-500" />
      <path
        d="M0 25 A60 60 0 0 1 60 85 L60 115 A60 60 0 0 1 0 175"
        className="fill-none stroke-white"
        strokeWidth="2"
      />
      <path
        d="M29.6 0 A90 90 0 0 1 90 85 L90 115 A90 90 0 0 1 29.6 200"
        className="fill-none stroke-white"
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      <path d="M70 95 L70 105" className="stroke-white" strokeWidth="2" />
    </>
  );
}

function CourtDiagram({ label }: { label: string }) {
  return (
    <svg viewBox="-12 -6 424 212" role="img" aria-label={label} className="h-auto w-full">
      <rect x="0" y="0" width="400" height="200" className="fill-sky-700 stroke-white" strokeWidth="2" />
      <path d="M200 0 L200 200" className="stroke-white" strokeWidth="2" />
      <CourtHalf />
      <g transform="translate(400 0) scale(-1 1)">
        <CourtHalf />
      </g>
    </svg>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const a = useTexts(aboutMessages);
  const fill = useFill();

  return (
    <>
      <PageHero title={fill(a.heroTitle)} text={fill(a.heroText)} />

      <PageSection heading={a.whatHeading}>
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {a.whatText.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {[
            [a.missionHeading, loaderData.words.mission ?? fill(a.missionText)],
            [a.visionHeading, loaderData.words.vision ?? fill(a.visionText)],
          ].map(([heading, text]) => (
            <section key={heading} className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-2xl font-bold text-red-800">{heading}</h2>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{text}</p>
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection heading={a.courtHeading} intro={a.courtIntro} tone="muted">
        <div className="mt-10 grid items-center gap-10 lg:grid-cols-2">
          <CourtDiagram label={a.courtDiagramLabel} />
          <dl className="grid gap-4 sm:grid-cols-2">
            {a.courtSpecs.map((spec, index) => (
              <div
                key={spec.label}
                className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${index === 0 ? "sm:col-span-2" : ""}`}
              >
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{spec.label}</dt>
                <dd className="mt-1">
                  <span className="block text-2xl font-bold text-red-800">{spec.value}</span>
                  <span className="mt-1 block text-sm text-slate-700">{spec.note}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>

      <BoardSection heading={a.boardHeading} intro={a.boardIntro} members={loaderData.board} />

      <PageSection heading={a.supportHeading} intro={a.supportIntro} tone="dark">
        <CardGrid columns="md:grid-cols-2">
          {a.support.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl bg-white p-8 text-slate-900">
              <h3 className="text-2xl font-bold">{card.title}</h3>
              <p className="mt-3 flex-1 text-slate-700">{card.text}</p>
              <ContactButton className="mt-6 self-start">{card.action}</ContactButton>
            </li>
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}
