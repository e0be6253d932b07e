import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { EMAIL_MAX } from "~/lib/text-limits";
import type { ContactTexts } from "~/texts/pages/contact";
import { type CONTACT_FIELDS, CONTACT_MAX_LENGTHS, type ContactValues } from "../fields";

type ContactField = (typeof CONTACT_FIELDS)[number];

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

/** The five fields in order; each maxLength is the schema's, so the browser stops where the server would. */
const fields: {
  name: ContactField;
  id: string;
  wide?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength: number;
}[] = [
  {
    name: "firstName",
    id: "contact-first-name",
    type: "text",
    autoComplete: "given-name",
    maxLength: CONTACT_MAX_LENGTHS.name,
  },
  {
    name: "lastName",
    id: "contact-last-name",
    type: "text",
    autoComplete: "family-name",
    maxLength: CONTACT_MAX_LENGTHS.name,
  },
  {
    name: "email",
    id: "contact-email",
    type: "email",
    autoComplete: "email",
    maxLength: EMAIL_MAX,
    wide: true,
  },
  {
    name: "subject",
    id: "contact-subject",
    type: "text",
    maxLength: CONTACT_MAX_LENGTHS.subject,
    wide: true,
  },
  { name: "message", id: "contact-message", maxLength: CONTACT_MAX_LENGTHS.message, wide: true },
];

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
  onFocus,
}: {
  texts: Texts;
  honeypotLabel: string;
  values?: ContactValues;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
}) {
  const f = texts.fields;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="mt-6 grid gap-5 sm:grid-cols-2"
    >
      {errors.form ? (
        <div className="sm:col-span-2">
          <FormError message={errors.form} />
        </div>
      ) : null}
      {fields.map(({ name, id, wide, ...attributes }) => {
        const control = {
          id,
          name,
          required: true,
          defaultValue: values?.[name],
          className: fieldClass(errors[name]),
          ...described(id, errors[name]),
          ...attributes,
        };
        return (
          <Labelled key={name} id={id} label={f[name]} error={errors[name]} wide={wide}>
            {name === "message" ? <textarea rows={6} {...control} /> : <input {...control} />}
          </Labelled>
        );
      })}
      <Honeypot id="contact-website" label={honeypotLabel} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} size="cta" className="disabled:opacity-70">
          {busy ? texts.submitting : texts.submit}
        </Button>
      </div>
    </Form>
  );
}
