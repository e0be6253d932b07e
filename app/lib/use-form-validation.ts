import { type FormEvent, useRef, useState } from "react";
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

/**
 * The same check, for a form whose schema should not come with the page (Zod alone is ~24 KB gzip,
 * decision 041): `load` imports the schema's module when the form first takes focus (pass `onFocus` to
 * the form). A submit before it arrived is held, checked once it has, and sent again if it passes. Should
 * the module fail to load, the form is sent and the server checks it as it always does.
 */
export function useLazyFormValidation<M>(
  load: () => Promise<M>,
  parse: (module: M, values: Record<string, unknown>) => Parsed<unknown>,
  serverErrors?: Record<string, string>,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const loaded = useRef<{ module: M } | { failed: true } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const start = () => {
    loading.current ??= load().then(
      (module) => {
        loaded.current = { module };
      },
      () => {
        loaded.current = { failed: true };
      },
    );
    return loading.current;
  };
  function check(form: HTMLFormElement) {
    const state = loaded.current;
    if (!state || "failed" in state) return true;
    const result = parse(state.module, Object.fromEntries(new FormData(form)));
    setClientErrors(result.ok ? null : result.errors);
    return result.ok;
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (loaded.current) {
      if (!check(event.currentTarget)) event.preventDefault();
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void start().then(() => {
      if (check(form)) form.requestSubmit(submitter);
    });
  }
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onFocus: () => void start() };
}
