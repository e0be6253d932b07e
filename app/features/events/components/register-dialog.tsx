import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { useContentText } from "~/components/content-text";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { format } from "~/lib/i18n";
import { useMoney, usePath } from "~/lib/root-data";
import type { EventsTexts } from "~/texts/pages/events";
import type { EventSummary } from "./event-card";
import { type RegistrationActionData, RegistrationForm } from "./registration-form";

/**
 * The spec's "Register for Event" modal: a native <dialog> (focus kept inside, Escape closes), at most
 * 425px wide. It posts with a fetcher; a successful registration redirects with the success toast.
 */
export function RegisterDialog({
  event,
  texts,
  validation,
  defaults,
  onClose,
}: {
  event: EventSummary | null;
  texts: EventsTexts["register"];
  validation: EventsTexts["validation"];
  defaults: { name: string; email: string };
  onClose: () => void;
}) {
  const fetcher = useFetcher<RegistrationActionData>();
  const contentText = useContentText();
  const path = usePath();
  const money = useMoney();
  const { key } = useLocation();
  const openedAt = useRef(key);

  const open = event !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location only marks when the modal opened.
  useEffect(() => {
    if (open) openedAt.current = key;
  }, [open]);

  // A successful registration redirects (a new location): close the modal. Errors keep it open.
  useEffect(() => {
    if (event && key !== openedAt.current) onClose();
  }, [key, event, onClose]);

  const titleId = "register-dialog-title";
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-[425px] rounded-xl p-0"
    >
      {event ? (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {texts.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {format(texts.description, { title: contentText(event.title, event.title_fr) })}
          </p>
          {event.fee_cents > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {format(texts.feeNotice, { amount: money(event.fee_cents) })}
            </p>
          ) : null}
          <div className="mt-5">
            <RegistrationForm
              key={event.id}
              eventId={event.id}
              membersOnly={event.requires_membership === 1}
              texts={texts}
              validation={validation}
              defaults={defaults}
              actionData={fetcher.data}
              fetcher={fetcher}
              from={path("/events")}
              busy={fetcher.state !== "idle"}
              actions={
                <Button type="button" onClick={onClose} variant="secondary" className="text-slate-900">
                  {texts.cancel}
                </Button>
              }
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
