import { type FormEvent, useState } from "react";
import type { Parsed } from "./form";

/**
 * Checks a form in the browser with the same parser the server uses, before it is sent. Errors from
 * the server (the action's answer) show until the next browser check.
 */
export function useFormValidation(
  parse: (values: Record<string, unknown>) => Parsed<unknown>,
  serverErrors?: Record<string, string>,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
  }
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
