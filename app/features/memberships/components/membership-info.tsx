import { href } from "react-router";
import { PageHero } from "~/components/page-hero";
import { Card, CardGrid, PageSection } from "~/components/page-section";
import { LinkButton } from "~/components/ui/button";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { membershipsMessages } from "~/texts/pages/memberships";
import type { AgeRule } from "../rules";

type Info = {
  seasons: { id: number; name: string; starts_on: string; ends_on: string }[];
  types: {
    id: number;
    name: string;
    name_fr: string;
    fee_cents: number;
    age_rule: AgeRule;
    allows: ("can_play" | "can_coach" | "can_officiate" | "can_vote")[];
  }[];
};

/** Where Join leads: the form for a signed-in account, else signing in (or up) and back to the form. */
export function useJoinPath(signedIn: boolean) {
  const path = usePath();
  const form = path(href("/membership/join"));
  return signedIn ? form : path(`${href("/signin")}?${new URLSearchParams({ redirectTo: form })}`);
}

/** The season's open dates, the offered types (fee, age rule, what each allows) and what joining involves. */
export function MembershipInfo({ info, signedIn, hero }: { info: Info; signedIn: boolean; hero: boolean }) {
  const m = useTexts(membershipsMessages);
  const t = m.public;
  const locale = useLocale();
  const { money, date } = useFormat();
  const join = useJoinPath(signedIn);
  const season = info.seasons[0];
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const seasonLine = season
    ? format(t.season, { name: season.name, startsOn: day(season.starts_on), endsOn: day(season.ends_on) })
    : t.noSeason;
  const joinButton = season ? (
    <LinkButton to={join} size="cta" variant={hero ? "light" : "primary"}>
      {t.join}
      <span className="sr-only"> {format(t.joinHidden, { season: season.name })}</span>
    </LinkButton>
  ) : null;
  return (
    <>
      {hero ? (
        <PageHero title={t.title} text={t.intro}>
          <p className="mt-5 text-lg font-semibold">{seasonLine}</p>
          {joinButton ? (
            <div className="mt-8">
              {joinButton}
              {signedIn ? null : <p className="mt-3 text-sm">{t.signInNote}</p>}
            </div>
          ) : null}
        </PageHero>
      ) : (
        <p className="mx-auto max-w-6xl px-4 pt-10 text-lg font-semibold">{seasonLine}</p>
      )}
      <PageSection heading={t.typesTitle} tone="muted">
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3">
          {info.types.map((type) => (
            <Card key={type.id}>
              <h3 className="text-xl font-bold">{locale === "fr" ? type.name_fr : type.name}</h3>
              <p className="mt-1 text-2xl font-bold text-red-800">
                {type.fee_cents === 0 ? m.join.free : money(type.fee_cents)}
              </p>
              <p className="mt-2 text-slate-700">
                {format(t.ageRule, { rule: m.join.ageRules[type.age_rule] })}
              </p>
              {type.allows.length > 0 ? (
                <>
                  <h4 className="mt-3 font-semibold">{t.allowsLabel}</h4>
                  <ul className="mt-1 list-disc pl-5 text-slate-700">
                    {type.allows.map((column) => (
                      <li key={column}>{t.allows[column]}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Card>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection heading={t.stepsTitle}>
        <ol className="mt-6 max-w-3xl list-decimal space-y-3 pl-6 text-lg text-slate-700">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {season ? (
          <LinkButton to={join} size="cta" className="mt-8 inline-block">
            {t.join}
            <span className="sr-only"> {format(t.joinHidden, { season: season.name })}</span>
          </LinkButton>
        ) : null}
      </PageSection>
    </>
  );
}

/** The home page's short band: what membership is, and the way to the membership page. */
export function MembershipBand() {
  const t = useTexts(membershipsMessages).public.band;
  const path = usePath();
  return (
    <PageSection heading={t.heading} intro={t.text}>
      <LinkButton to={path(href("/membership"))} size="cta" className="mt-6 inline-block">
        {t.action}
      </LinkButton>
    </PageSection>
  );
}
