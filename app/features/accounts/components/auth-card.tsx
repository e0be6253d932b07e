import type { FormEvent, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/field";

/** The frame of the sign-in, sign-up and password pages; `footer` is the line under it (a link onwards). */
export function AuthCard({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <p className="mt-6 text-center text-sm text-slate-700">{footer}</p> : null}
      </div>
    </section>
  );
}

/** The form of those pages: checked in the browser, its message on top, the submit button under the fields. */
export function AuthForm({
  onSubmit,
  error,
  submit,
  busyLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | undefined;
  submit: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError message={error} />
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
