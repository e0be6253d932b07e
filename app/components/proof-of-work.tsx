import { useEffect, useRef, useState } from "react";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { PROOF_FIELD } from "~/lib/limits";
import { useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";

type State = "wait" | "checking" | "done" | "refill" | "failed";

/**
 * Inside a form the server answered with a challenge (decision 039): the browser solves it on its own,
 * in the page's thread a key at a time (WebCrypto's PBKDF2 is asynchronous, so the page stays responsive,
 * and no worker or inline script is needed under the site's CSP), puts the proof in a hidden field and
 * sends the form again. The state is announced (role="status"); there is nothing to click or to read.
 * Without JavaScript only the first text shows: when to try again (the challenge stays in an attribute, for
 * a client of its own to solve).
 */
export function ProofOfWork({ challenge, retryAt }: { challenge: string; retryAt: string }) {
  const t = useTexts(commonMessages).proofOfWork;
  const { dateTime } = useFormat();
  const [state, setState] = useState<State>("wait");
  const [proof, setProof] = useState("");
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState("checking");
    setProof("");
    solve(challenge, controller)
      .then((payload) => {
        if (controller.signal.aborted) return;
        if (payload === null) return setState("failed");
        setProof(payload);
        setState("done");
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("failed");
      });
    return () => controller.abort();
  }, [challenge]);

  useEffect(() => {
    // Sent once the hidden field holds the proof (after this render), as if the person pressed the button again.
    // A form sent before the page's script ran comes back empty (passwords are never sent back): then the proof
    // waits in its field for the person to fill the form in and press the button.
    const form = field.current?.form;
    if (state !== "done" || !proof || !form) return;
    if (form.checkValidity()) form.requestSubmit();
    else setState("refill");
  }, [state, proof]);

  const time = dateTime(retryAt);
  const text = {
    wait: format(t.wait, { time }),
    checking: t.checking,
    done: t.done,
    refill: t.refill,
    failed: format(t.failed, { time }),
  }[state];
  return (
    <>
      <input ref={field} type="hidden" name={PROOF_FIELD} value={proof} />
      <p
        role="status"
        data-state={state}
        data-challenge={challenge}
        className="rounded-md border border-amber-700 bg-amber-50 p-3 text-sm font-medium text-amber-900"
      >
        {text}
      </p>
    </>
  );
}

/** The proof for `challenge` (the base64 the server reads), or null when the solver gave up. */
async function solve(challenge: string, controller: AbortController) {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/pbkdf2"),
  ]);
  const parsed = JSON.parse(challenge);
  const solution = await solveChallenge({ challenge: parsed, deriveKey, controller });
  if (!solution) return null;
  const json = JSON.stringify({ challenge: parsed, solution });
  return btoa(json);
}
