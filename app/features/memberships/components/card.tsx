import { useEffect, useState } from "react";
import { Button, LinkButton } from "~/components/ui/button";
import { Detail } from "~/components/ui/detail";
import type { CardStanding } from "~/features/memberships/card/rules";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useAssociationTitle, usePath, useTexts } from "~/lib/root-data";
import { memberCardMessages } from "~/texts/pages/member-card";

type Card = {
  name: string;
  number: string;
  season: { name: string; startsOn: string; endsOn: string } | null;
  membership: { type: string; club: string | null; standing: CardStanding } | null;
  verification: { url: string; qr: { viewBox: string; modules: string } } | null;
};

const standingStyle: Record<CardStanding, string> = {
  active: "bg-green-100 text-green-900",
  "awaiting-payment": "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-900",
  cancelled: "bg-slate-200 text-slate-900",
  none: "bg-slate-200 text-slate-900",
};

export function Standing({ standing }: { standing: CardStanding }) {
  const t = useTexts(memberCardMessages).standings;
  return (
    <span className={`inline-block rounded px-2 py-0.5 font-semibold ${standingStyle[standing]}`}>
      {t[standing]}
    </span>
  );
}

/** The QR code as inline SVG: the light background, then the dark modules as one stroked path. */
function QrCode({ qr, label }: { qr: { viewBox: string; modules: string }; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={qr.viewBox}
      shapeRendering="crispEdges"
      className="h-40 w-40 shrink-0"
      data-qr=""
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      <path stroke="#000000" d={qr.modules} />
    </svg>
  );
}

/**
 * The print button appears once the page's script runs (it calls window.print()); without JavaScript the
 * browser's own Print prints the same page, the card alone.
 */
function PrintButton({ label }: { label: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Button type="button" className="print:hidden" onClick={() => window.print()}>
      {label}
    </Button>
  );
}

/** A member's card: the association, the member, the season's membership and its verification QR code. */
export function MemberCard({ card }: { card: Card }) {
  const t = useTexts(memberCardMessages).card;
  const when = useFormat();
  const path = usePath();
  const association = useAssociationTitle();
  const { membership, season, verification } = card;
  const renew = `${path("/membership/join")}?${new URLSearchParams({ member: card.number })}`;
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton label={t.print} />
        <p className="text-slate-700">{t.printHint}</p>
      </div>
      <article
        aria-labelledby="member-card-title"
        className="max-w-2xl rounded-2xl border-2 border-red-700 p-6 print:break-inside-avoid"
      >
        <p id="member-card-title" className="text-lg font-bold text-red-800">
          {association} · {t.title}
        </p>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-6">
          <dl className="grid gap-3">
            <Detail term={t.name} className="text-xl font-bold">
              {card.name}
            </Detail>
            <Detail term={t.number}>{card.number}</Detail>
            {membership && season ? (
              <>
                <Detail term={t.type}>{membership.type}</Detail>
                <Detail term={t.club}>{membership.club ?? t.unattached}</Detail>
                <Detail term={t.season}>
                  {format(t.seasonDays, {
                    name: season.name,
                    startsOn: when.day(season.startsOn),
                    endsOn: when.day(season.endsOn),
                  })}
                </Detail>
                <Detail term={t.standing}>
                  <Standing standing={membership.standing} />
                </Detail>
              </>
            ) : null}
          </dl>
          {verification ? (
            <QrCode qr={verification.qr} label={format(t.qrLabel, { url: verification.url })} />
          ) : null}
        </div>
        {membership ? null : <p className="mt-4 text-slate-800">{format(t.none, { name: card.name })}</p>}
        {verification ? (
          <div className="mt-4 text-sm text-slate-700">
            <p className="font-semibold">{t.verification}</p>
            <a href={verification.url} className="break-all text-red-800 underline">
              {verification.url}
            </a>
            <p className="mt-1 print:hidden">{t.verificationHint}</p>
          </div>
        ) : null}
      </article>
      {membership === null || membership.standing === "expired" ? (
        <LinkButton to={renew} className="print:hidden">
          {t.renew}
        </LinkButton>
      ) : null}
    </div>
  );
}
