import { Card, CardGrid, PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useLocale } from "~/lib/root-data";
import { initials } from "../board/names";

type ShownMember = {
  id: number;
  name: string;
  title: string;
  title_fr: string;
  bio: string;
  bio_fr: string;
  photo: string | null;
};

/**
 * The About page's board of directors, in the administrators' order, each title and note in the page's
 * language (French missing: English). No board yet: no section, rather than an empty one.
 */
export function BoardSection({
  heading,
  intro,
  members,
}: {
  heading: string;
  intro: string;
  members: ShownMember[];
}) {
  const french = useLocale() === "fr";
  if (members.length === 0) return null;
  return (
    <PageSection heading={heading} intro={intro}>
      <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => {
          const bio = (french && member.bio_fr) || member.bio;
          return (
            <Card key={member.id}>
              <div className="flex items-center gap-4">
                {member.photo ? (
                  <ResponsiveImage
                    src={member.photo}
                    alt=""
                    sizes="64px"
                    width={128}
                    height={128}
                    className="h-16 w-16 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-red-700 text-xl font-bold text-white"
                  >
                    {initials(member.name)}
                  </span>
                )}
                <div>
                  <h3 className="text-lg font-bold">{member.name}</h3>
                  <p className="font-medium text-red-800">{french ? member.title_fr : member.title}</p>
                </div>
              </div>
              {bio ? <p className="mt-4 text-slate-700">{bio}</p> : null}
            </Card>
          );
        })}
      </CardGrid>
    </PageSection>
  );
}
