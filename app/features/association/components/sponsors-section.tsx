import { CardGrid, PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { format } from "~/lib/i18n";
import { useFill, useTexts } from "~/lib/root-data";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import type { SponsorTier } from "../sponsors/rules";

type ShownSponsor = { id: number; name: string; logo: string; link: string | null };

/**
 * The home page's sponsors (spec: Platinum, Gold and Silver slots): each tier's active sponsors as logos,
 * each linked to its website as a sponsored link; a tier with none keeps its "Coming Soon" slot.
 */
export function SponsorsSection({ tiers }: { tiers: { tier: SponsorTier; sponsors: ShownSponsor[] }[] }) {
  const m = useTexts(sponsorsMessages).section;
  const fill = useFill();
  return (
    <PageSection heading={m.heading} centered>
      <p className="mt-3 text-slate-700">{fill(m.text)}</p>
      <CardGrid columns="sm:grid-cols-3">
        {tiers.map(({ tier, sponsors }) =>
          sponsors.length === 0 ? (
            <li key={tier} className="rounded-xl border-2 border-dashed border-slate-300 p-8">
              <h3 className="text-xl font-bold">{m.tiers[tier]}</h3>
              <p className="mt-2 text-slate-600">{m.comingSoon}</p>
            </li>
          ) : (
            <li key={tier} className="rounded-xl bg-white p-8 ring-1 ring-slate-200">
              <h3 className="text-xl font-bold">{m.tiers[tier]}</h3>
              <ul className="mt-4 flex flex-wrap items-center justify-center gap-6">
                {sponsors.map((sponsor) => {
                  const logo = (
                    <ResponsiveImage
                      src={sponsor.logo}
                      alt={sponsor.name}
                      sizes="160px"
                      width={320}
                      height={160}
                      className="h-20 w-40 object-contain"
                    />
                  );
                  return (
                    <li key={sponsor.id}>
                      {sponsor.link ? (
                        <a
                          href={sponsor.link}
                          rel="sponsored noopener"
                          title={format(m.visit, { name: sponsor.name })}
                          className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                        >
                          {logo}
                        </a>
                      ) : (
                        logo
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ),
        )}
      </CardGrid>
    </PageSection>
  );
}
