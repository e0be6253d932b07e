import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { FormError } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import type { ContactTexts } from "~/lib/i18n/pages/contact";
import { EMAIL_MAX } from "~/lib/text";
import { CONTACT_MAX_LENGTHS, type ContactValues } from "../rules";

type Texts = Pick<ContactTexts, "fields" | "submit" | "submitting">;

const fieldClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-red-700 ${
    error ? "border-red-700" : "border-slate-500"
  }`;

function Labelled({
  id,
  label,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The error wiring of one field: marked invalid and described by its message. */
const described = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/**
 * The contact form (spec: first name, last name, e-mail, subject, message, all required). It works
 * without JavaScript; `values` are what the visitor typed, shown again after a failure.
 */
export function ContactForm({
  texts,
  honeypotLabel,
  values,
  errors,
  busy,
  onSubmit,
}: {
  texts: Texts;
  honeypotLabel: string;
  values?: ContactValues;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const f = texts.fields;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
      {errors.form ? (
        <div className="sm:col-span-2">
          <FormError message={errors.form} />
        </div>
      ) : null}
      <Labelled id="contact-first-name" label={f.firstName} error={errors.firstName}>
        <input
          id="contact-first-name"
          name="firstName"
          type="text"
          autoComplete="given-name"
          required
          maxLength={CONTACT_MAX_LENGTHS.name}
          defaultValue={values?.firstName}
          className={fieldClass(errors.firstName)}
          {...described("contact-first-name", errors.firstName)}
        />
      </Labelled>
      <Labelled id="contact-last-name" label={f.lastName} error={errors.lastName}>
        <input
          id="contact-last-name"
          name="lastName"
          type="text"
          autoComplete="family-name"
          required
          maxLength={CONTACT_MAX_LENGTHS.name}
          defaultValue={values?.lastName}
          className={fieldClass(errors.lastName)}
          {...described("contact-last-name", errors.lastName)}
        />
      </Labelled>
      <Labelled id="contact-email" label={f.email} error={errors.email} wide>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={values?.email}
          className={fieldClass(errors.email)}
          {...described("contact-email", errors.email)}
        />
      </Labelled>
      <Labelled id="contact-subject" label={f.subject} error={errors.subject} wide>
        <input
          id="contact-subject"
          name="subject"
          type="text"
          required
          maxLength={CONTACT_MAX_LENGTHS.subject}
          defaultValue={values?.subject}
          className={fieldClass(errors.subject)}
          {...described("contact-subject", errors.subject)}
        />
      </Labelled>
      <Labelled id="contact-message" label={f.message} error={errors.message} wide>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_MAX_LENGTHS.message}
          defaultValue={values?.message}
          className={fieldClass(errors.message)}
          {...described("contact-message", errors.message)}
        />
      </Labelled>
      <Honeypot id="contact-website" label={honeypotLabel} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {busy ? texts.submitting : texts.submit}
        </button>
      </div>
    </Form>
  );
}
