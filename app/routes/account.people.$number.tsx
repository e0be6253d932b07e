import { data, href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { pagePath, requireUser } from "~/features/accounts/index.server";
import { MatchRecord } from "~/features/competitions/components/match-centre";
import { loadMatchRecord } from "~/features/competitions/index.server";
import { memberContactSchema, parseMemberNumber } from "~/features/memberships";
import { MemberContactForm } from "~/features/memberships/components/contact";
import { correctMemberContact, loadMemberContact } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountMessages } from "~/texts/pages/account";
import { membershipsMessages } from "~/texts/pages/memberships";
import type { Route } from "./+types/account.people.$number";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountMessages, (m) => m.people, { noindex: true });

/** A person the account manages: another account's, or no one's, is the 404 page (docs/security.md #2). */
async function personOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args);
  const number = parseMemberNumber(args.params.number);
  const { db } = args.context.get(appContext);
  const person = number === null ? undefined : await loadMemberContact(db, user.id, number);
  if (!person) throw data(null, { status: 404 });
  return { user, person };
}

export async function loader(args: Route.LoaderArgs) {
  const { user, person } = await personOf(args);
  const { db } = args.context.get(appContext);
  const matchRecord = await loadMatchRecord(db, { userId: user.id, memberNumber: person.number });
  return { ...person, matchRecord };
}

export async function action(args: Route.ActionArgs) {
  const { user, person } = await personOf(args);
  const app = args.context.get(appContext);
  const form = await readForm(args.request);
  const parsed = parseWith(memberContactSchema(getTexts(args.context, membershipsMessages)), form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: form }, { status: 400 });
  await correctMemberContact(app.db, { userId: user.id, page: pagePath(args) }, person.number, parsed.data);
  const t = getTexts(args.context, accountMessages);
  return redirectWithToast(app.config, pathFor(args.context, href("/account")), {
    title: t.toast.detailsSaved.title,
    description: format(t.toast.detailsSaved.description, { name: person.name }),
  });
}

export default function AccountPerson({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(accountMessages);
  const t = messages.people;
  const path = usePath();
  const values = actionData?.values ?? loaderData.values;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader
        title={format(t.title, { name: loaderData.name })}
        intro={t.intro}
        back={{ to: path(href("/account")), label: messages.back }}
      />
      <MemberContactForm values={values} errors={actionData?.errors} submit={t.submit} />
      {loaderData.matchRecord ? <MatchRecord competitions={loaderData.matchRecord.competitions} /> : null}
    </section>
  );
}
