import type { ReactNode } from "react";
import { type FetcherWithComponents, Form, href } from "react-router";
import { ProofOfWork } from "~/components/proof-of-work";
import { Button } from "~/components/ui/button";
import { Field, FormError } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { SELF } from "~/features/events/registration/attendee";
import type { ChallengeAnswer } from "~/lib/limits";
import { usePath } from "~/lib/root-data";
import type { Toast } from "~/lib/toast";
import { useLazyFormValidation } from "~/lib/use-form-validation";
import type { EventsTexts } from "~/texts/pages/events";
import { MembersOnlyNotice, MembersOnlyRefusal } from "./members-only";

export type RegistrationActionData =
  | {
      errors?: Record<string, string>;
      toast?: Toast;
      /** The server refused a non-member of a members-only event: the error shows the way to join. */
      membersOnly?: boolean;
      /** Past a budget of the limits: the proof of work the browser does before it sends the form again. */
      challenge?: ChallengeAnswer;
    }
  | undefined;

// The form's schema (Zod, ~24 KB gzip) comes when the form first takes focus, not with the event's page
// (decision 041); the server checks every submission as always.
const loadRules = () => import("~/features/events/registration/rules");

/** A person the account manages whom the holder may register (decision 048). */
export type ManagedPerson = { id: number; name: string };

/**
 * "Who is attending?" when the account manages children (the holder, or one of them), then Full Name and
 * Email, checked in the browser and again by the server; posts to /events/:id/register, or
 * to `action` (the waiting list takes the same form). A members-only event's form says so before it is sent.
 */
export function RegistrationForm({
  eventId,
  membersOnly = false,
  action,
  texts,
  validation,
  defaults,
  people = [],
  actionData,
  fetcher,
  from,
  busy,
  actions,
}: {
  eventId: number;
  /** The event requires an active membership. */
  membersOnly?: boolean;
  action?: string;
  texts: Pick<EventsTexts["register"], "name" | "email" | "submit" | "submitting"> &
    Partial<Pick<EventsTexts["register"], "attendee" | "attendeeSelf" | "attendeeSelfHint" | "attendeeHint">>;
  validation: EventsTexts["validation"];
  defaults: { name: string; email: string; attendee?: string };
  /** The children the account manages, whom it may register instead of the holder; none: no choice shown. */
  people?: ManagedPerson[];
  actionData: RegistrationActionData;
  fetcher?: FetcherWithComponents<unknown>;
  from: string;
  busy: boolean;
  actions?: ReactNode;
}) {
  const { errors, onSubmit, onFocus } = useLazyFormValidation(
    loadRules,
    (rules, values) => rules.parseRegistrationForm(validation, values),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);
  const FormComponent = fetcher ? fetcher.Form : Form;
  const path = usePath();
  return (
    <FormComponent
      method="post"
      action={action ?? path(href("/events/:id/register", { id: String(eventId) }))}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="space-y-4"
    >
      <input type="hidden" name="from" value={from} />
      {membersOnly && !actionData?.membersOnly ? <MembersOnlyNotice /> : null}
      {actionData?.membersOnly && errors.form ? (
        <MembersOnlyRefusal message={errors.form} />
      ) : (
        <FormError message={errors.form} />
      )}
      {people.length > 0 && texts.attendee ? (
        <fieldset aria-describedby={errors.attendee ? `attendee-error-${eventId}` : undefined}>
          <legend className="font-semibold">{texts.attendee}</legend>
          {errors.attendee ? (
            <p id={`attendee-error-${eventId}`} className="mt-1 text-sm font-medium text-red-800">
              {errors.attendee}
            </p>
          ) : null}
          <div className="mt-2 space-y-2">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="attendee"
                value={SELF}
                defaultChecked={defaults.attendee === undefined || defaults.attendee === SELF}
                className="mt-1 size-4 accent-red-700"
              />
              <span>
                {texts.attendeeSelf} <span className="text-sm text-slate-700">{texts.attendeeSelfHint}</span>
              </span>
            </label>
            {people.map((person) => (
              <label key={person.id} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="attendee"
                  value={person.id}
                  defaultChecked={defaults.attendee === String(person.id)}
                  className="mt-1 size-4 accent-red-700"
                />
                {person.name}
              </label>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-700">{texts.attendeeHint}</p>
        </fieldset>
      ) : null}
      <Field
        name="name"
        id={`name-${eventId}`}
        label={texts.name}
        autoComplete="name"
        defaultValue={defaults.name}
        error={errors.name}
        required
      />
      <Field
        name="email"
        id={`email-${eventId}`}
        type="email"
        label={texts.email}
        autoComplete="email"
        defaultValue={defaults.email}
        error={errors.email}
        required
      />
      {actionData?.challenge ? <ProofOfWork {...actionData.challenge} /> : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {actions}
        <Button type="submit" disabled={busy} className="disabled:opacity-70">
          {busy ? texts.submitting : texts.submit}
        </Button>
      </div>
    </FormComponent>
  );
}
