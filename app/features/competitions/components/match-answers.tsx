import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError, TextAreaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { DecidedBy } from "~/db/schema";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import type { AnswerState } from "../confirmation/rules";

// The answer page's and the decision page's parts: the submitted sheet read-only, where it
// stands, and the away team's two forms. Plain forms: they work without JavaScript.

type Line = {
  id: number;
  jersey: number | null;
  first_name: string;
  last_name: string;
  goals: number;
  seven_goals: number;
  warnings: number;
  suspensions: number;
  disqualification: "none" | "red" | "blue" | "third-suspension";
};

type Side = {
  team: string;
  goals: number | null;
  halfTime: number | null;
  timeouts: number[];
  players: Line[];
  officials: Line[];
};

/** The sheet as its pages receive it (the service's sheet view, as the loader's data serialises it). */
export type SheetShown = {
  sheet: {
    state: AnswerState;
    answerBy: string | null;
    answeredAt: string | null;
    answeredBy: string | null;
    disputeReason: string | null;
    finalizedAt: string | null;
  };
  /** A knockout match's decision as the sheet says it (the throws [home, away]); null for a pool match. */
  decision: { decidedBy: DecidedBy | null; sevens: [number, number] | null } | null;
  home: Side;
  away: Side;
};

const nameOf = (line: Line) => `${line.first_name} ${line.last_name}`.trim();

const th = "px-2 py-2 font-semibold sm:px-3";
const td = "px-2 py-2 align-top sm:px-3";

/** One team's players (goals and sanctions), officials and time-outs; narrow enough for a phone, no scrolling. */
function TeamLines({ side }: { side: Side }) {
  const t = useTexts(matchAnswersMessages).sheet;
  const c = t.columns;
  const sanctions = (line: Line) =>
    [
      line.warnings > 0 ? t.warning : null,
      line.suspensions > 0 ? format(t.suspensions, { count: line.suspensions }) : null,
      line.disqualification === "none" ? null : t.disqualifications[line.disqualification],
    ]
      .filter(Boolean)
      .join(", ");
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{format(t.players, { team: side.team })}</h3>
      {side.players.length === 0 ? (
        <p className="mt-2">{t.noPlayers}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm ring-1 ring-slate-200">
          <thead className="bg-slate-50">
            <tr>
              {[c.jersey, c.name, c.goals, c.sevens, c.sanctions].map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {side.players.map((line) => (
              <tr key={line.id}>
                <td className={td}>{line.jersey ?? ""}</td>
                <td className={`${td} break-words font-medium`}>{nameOf(line)}</td>
                <td className={td}>{line.goals}</td>
                <td className={td}>{line.seven_goals}</td>
                <td className={`${td} break-words`}>{sanctions(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-4 text-lg font-semibold">{format(t.officials, { team: side.team })}</h3>
      {side.officials.length === 0 ? (
        <p className="mt-2">{t.noOfficials}</p>
      ) : (
        <ul className="mt-2 list-disc pl-6">
          {side.officials.map((line) => (
            <li key={line.id}>{nameOf(line)}</li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        {format(t.timeouts, { team: side.team, first: side.timeouts[0] ?? 0, second: side.timeouts[1] ?? 0 })}
      </p>
    </div>
  );
}

/**
 * The submitted sheet, read-only: the final and half-time score, a knockout's decision (with the 7-metre
 * throws when they decided it), then each team's lines.
 */
export function SheetSummary({ shown }: { shown: SheetShown }) {
  const t = useTexts(matchAnswersMessages).sheet;
  const { home, away, decision } = shown;
  const score = (goals: "goals" | "halfTime") =>
    format(t.score, {
      home: home.team,
      away: away.team,
      homeGoals: home[goals] ?? "",
      awayGoals: away[goals] ?? "",
    });
  return (
    <Panel id="sheet" heading={t.title} className="mt-8">
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t.final}</dt>
        <dd className="text-xl font-bold">{score("goals")}</dd>
        <dt className="font-semibold">{t.halfTime}</dt>
        <dd>{score("halfTime")}</dd>
        {decision ? (
          <>
            <dt className="font-semibold">{t.decidedBy}</dt>
            <dd>{decision.decidedBy ? t.decided[decision.decidedBy] : "–"}</dd>
          </>
        ) : null}
        {decision?.sevens ? (
          <>
            <dt className="font-semibold">{t.sevensScore}</dt>
            <dd>
              {format(t.score, {
                home: home.team,
                away: away.team,
                homeGoals: decision.sevens[0],
                awayGoals: decision.sevens[1],
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <TeamLines side={home} />
      <TeamLines side={away} />
    </Panel>
  );
}

/** Where the sheet stands, in a sentence: awaiting an answer by its deadline, confirmed, disputed, final… */
export function SheetState({ shown }: { shown: SheetShown }) {
  const t = useTexts(matchAnswersMessages).state;
  const { dateTime } = useFormat();
  const { sheet } = shown;
  const when = (iso: string | null) => (iso ? dateTime(iso) : "");
  const name = sheet.answeredBy || t.someone;
  const sentence = {
    open: t.open,
    awaiting: format(t.awaiting, { deadline: when(sheet.answerBy) }),
    closing: t.closing,
    confirmed: format(t.confirmed, { name, when: when(sheet.answeredAt) }),
    deadline: format(t.deadline, { when: when(sheet.finalizedAt) }),
    disputed: format(t.disputed, { name, when: when(sheet.answeredAt) }),
    admin: format(t.admin, { when: when(sheet.finalizedAt) }),
  }[sheet.state];
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200" role="status">
      <p className="font-medium">{sentence}</p>
      {sheet.disputeReason ? (
        <>
          <p className="mt-3 text-sm font-semibold">{t.reason}</p>
          <p className="mt-1 whitespace-pre-line break-words">{sheet.disputeReason}</p>
        </>
      ) : null}
    </div>
  );
}

/** The away team's two answers: confirm, or dispute with a reason. Each carries the version it was read at. */
export function AnswerForms({
  version,
  reason,
  errors,
}: {
  version: number;
  reason: string;
  errors?: Record<string, string>;
}) {
  const t = useTexts(matchAnswersMessages);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <Panel id="confirm" heading={t.confirm.title}>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="version" value={version} />
          <p>{t.confirm.text}</p>
          <Button type="submit" disabled={busy}>
            {t.confirm.button}
          </Button>
        </Form>
      </Panel>
      <Panel id="dispute" heading={t.dispute.title}>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <FormError message={errors?.form} />
          <input type="hidden" name="intent" value="dispute" />
          <input type="hidden" name="version" value={version} />
          <TextAreaField
            name="reason"
            label={t.dispute.label}
            hint={t.dispute.hint}
            error={errors?.reason}
            defaultValue={reason}
            rows={5}
            maxLength={1000}
            required
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.dispute.button}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
