import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Button, LinkButton } from "~/components/ui/button";

type Labelled = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
};

/** What the shell gives its control: the id the label points at, the look, and the error wiring. */
type Control = { id: string; className: string; "aria-invalid"?: true; "aria-describedby"?: string };

export const labelClass = "block text-sm font-medium text-slate-800";

/** A form control's label, above it. */
export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
    </label>
  );
}

/** The label, the control, its hint and its error, tied together (aria-invalid, aria-describedby). */
function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className: string;
  children: (control: Control) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-blue-700 ${
          error ? "border-red-700" : "border-slate-400"
        }`,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Field and TextAreaField: the same labelled control, as an <input> or a <textarea>. */
function labelled<Attributes>(render: (attributes: Attributes & Control & { name: string }) => ReactNode) {
  return function LabelledControl({
    name,
    label,
    error,
    hint,
    id = name,
    className = "",
    ...attributes
  }: Labelled & Omit<Attributes, "id" | "className">) {
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
        {(control) => render({ name, ...control, ...(attributes as Attributes) })}
      </FieldShell>
    );
  };
}

/** A labelled input whose error is announced and tied to it. */
export const Field = labelled<InputHTMLAttributes<HTMLInputElement>>((attributes) => (
  <input {...attributes} />
));

/** A labelled <select>; its <option>s are its children. */
export const SelectField = labelled<SelectHTMLAttributes<HTMLSelectElement>>((attributes) => (
  <select {...attributes} />
));

export const TextAreaField = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>((attributes) => (
  <textarea {...attributes} />
));

/** A labelled checkbox, sent as "1" when ticked (the forms' schemas read it so). */
export function CheckboxField({ name, label, checked }: { name: string; label: string; checked?: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={name}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={checked}
        className="mt-1 h-4 w-4 shrink-0 accent-red-700"
      />
      <label htmlFor={name} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}

export function SubmitButton({
  children,
  busy,
  busyLabel,
}: {
  children: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <Button type="submit" disabled={busy} size="form" className="w-full disabled:opacity-70">
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/** An admin form's last row: "Cancel" back to `cancelTo`, and the submit button filling the rest. */
export function CancelOrSubmit({
  cancelTo,
  cancel,
  submit,
  busy,
  busyLabel,
}: {
  cancelTo: string;
  cancel: string;
  submit: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <div className="flex gap-3">
      <LinkButton to={cancelTo} variant="secondary" size="form">
        {cancel}
      </LinkButton>
      <div className="flex-1">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submit}
        </SubmitButton>
      </div>
    </div>
  );
}
