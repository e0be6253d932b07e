import { data, Form, href, useNavigation } from "react-router";
import { ContentText } from "~/components/content-text";
import { Detail } from "~/components/ui/detail";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { Panel } from "~/components/ui/panel";
import { TextLink } from "~/components/ui/text-link";
import { nameSchema } from "~/features/accounts";
import {
  accountLanguage,
  changeName,
  pagePath,
  requireUser,
  withAuth,
} from "~/features/accounts/index.server";
import { OfficiatingSection } from "~/features/competitions/components/officials";
import { loadOfficiatingOfAccount, officiatesTeams } from "~/features/competitions/index.server";
import { upcomingAttendanceOfAccount } from "~/features/events/index.server";
import { dayIn } from "~/features/memberships";
import { listPeopleOfAccount } from "~/features/memberships/index.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountMessages } from "~/texts/pages/account";
import { accountsMessages } from "~/texts/pages/accounts";
import { consentMessages } from "~/texts/pages/consent";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, accountMessages, (m) => m.overview, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const [language, people, upcoming, officiating] = await Promise.all([
    accountLanguage(app, user.id),
    listPeopleOfAccount(app.db, user.id),
    upcomingAttendanceOfAccount(app.db, user.id),
    loadOfficiatingOfAccount(
      app.db,
      app.config,
      { userId: user.id, locale: getLocale(args.context) },
      dayIn(new Date(), app.config.TIME_ZONE),
    ),
  ]);
  const teamMatches = await officiatesTeams(app.db, user.id);
  return {
    teamMatches,
    name: user.name,
    email: user.email,
    emailConfirmed: user.emailVerified,
    language,
    officiating,
    // Each person with what they are registered for: the holder's own registrations name no member.
    people: people.map((person) => ({
      number: person.member_number,
      name: `${person.first_name} ${person.last_name}`,
      events: upcoming.filter((row) => (person.own ? row.memberId === null : row.memberId === person.id)),
    })),
  };
}

/** The name form; the other settings have pages of their own. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = withAuth(args.context);
  const t = getTexts(args.context, accountsMessages);
  const parsed = parseWith(nameSchema(t.validation), await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  await changeName(app, { user, page: pagePath(args) }, parsed.data.name);
  const toast = getTexts(args.context, accountMessages).toast.nameSaved;
  return redirectWithToast(app.config, pathFor(args.context, href("/account")), toast);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useTexts(accountMessages);
  const t = texts.overview;
  const people = texts.people;
  const m = useTexts(accountsMessages);
  const path = usePath();
  const { date } = useFormat();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(nameSchema(m.validation), values),
    actionData?.errors,
  );
  const sheetTexts = useTexts(matchSheetMessages);
  const links = [
    ...(loaderData.teamMatches ? [{ to: href("/account/matches"), label: sheetTexts.account.link }] : []),
    { to: href("/account/registrations"), label: t.registrations },
    { to: href("/account/orders"), label: t.orders },
    { to: href("/membership"), label: t.membership },
    { to: href("/account/data"), label: t.data },
    { to: href("/account/email-preferences"), label: useTexts(consentMessages).preferences.accountLink },
  ];
  return (
    <section className="mx-auto max-w-2xl space-y-8 px-4 py-12">
      <PageHeader title={t.title} intro={t.intro} />
      <Panel id="details" heading={t.detailsTitle}>
        <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <FormError message={errors.form} />
          <Field
            name="name"
            label={t.name}
            autoComplete="name"
            defaultValue={loaderData.name}
            error={errors.name}
            required
          />
          <SubmitButton busy={busy}>{t.saveName}</SubmitButton>
        </Form>
        <dl className="mt-6 space-y-4">
          <Detail term={t.email}>
            <span className="break-all">{loaderData.email}</span>
            {loaderData.emailConfirmed ? null : (
              <span className="ml-2 text-sm text-amber-800">({t.unconfirmed})</span>
            )}
            <br />
            <TextLink to={path(href("/account/email"))}>{t.changeEmail}</TextLink>
          </Detail>
          <Detail term={t.password}>
            <TextLink to={path(href("/account/password"))}>{t.changePassword}</TextLink>
          </Detail>
          <Detail term={t.language}>
            {m.language[loaderData.language]}
            <br />
            <TextLink to={path(href("/account/language"))}>{t.changeLanguage}</TextLink>
          </Detail>
        </dl>
      </Panel>
      <Panel id="people" heading={people.listTitle}>
        {loaderData.people.length === 0 ? (
          <p className="mt-2 text-slate-700">{people.none}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {loaderData.people.map((person) => (
              <li key={person.number}>
                <p className="font-semibold">{person.name}</p>
                <p className="text-sm text-slate-700">{format(people.number, { number: person.number })}</p>
                {person.events.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-700">{people.noEvents}</p>
                ) : (
                  <>
                    <p className="mt-1 text-sm text-slate-700">{people.registeredFor}</p>
                    <ul className="ml-5 list-disc text-sm">
                      {person.events.map((event) => (
                        <li key={event.eventId}>
                          <TextLink to={path(href("/events/:id", { id: String(event.eventId) }))}>
                            <ContentText en={event.title} fr={event.title_fr} />
                          </TextLink>{" "}
                          <span className="text-slate-700">{date(event.starts_at)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <TextLink to={path(href("/account/people/:number", { number: person.number }))}>
                  {format(people.edit, { name: person.name })}
                </TextLink>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {loaderData.officiating ? <OfficiatingSection officiating={loaderData.officiating} /> : null}
      <Panel id="activity" heading={t.activityTitle}>
        <ul className="mt-4 space-y-2">
          {links.map((link) => (
            <li key={link.to}>
              <TextLink to={path(link.to)}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="close" heading={t.closeTitle} tone="muted">
        <p className="mt-2 text-slate-700">{t.closeIntro}</p>
        <p className="mt-4">
          <TextLink to={path(href("/account/close"))}>{t.close}</TextLink>
        </p>
      </Panel>
    </section>
  );
}
