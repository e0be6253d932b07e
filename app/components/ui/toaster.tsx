import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { InlineScript, usePageLoadsScripts } from "~/lib/page-scripts";
import { useTexts } from "~/lib/root-data";
import type { Toast } from "~/lib/toast";
import { commonMessages } from "~/texts/pages/common";
import { showToastsOnClick } from "./toast-on-click";

/** The list the toasts are shown in, for the script of a reading page that adds one (toast-on-click.ts). */
const TOAST_LIST = "ol[data-toasts]";

type ShownToast = Toast & { id: number };
const ToastContext = createContext<((toast: Toast) => void) | null>(null);
let nextId = 1;
/** How long a toast stays, unless it says otherwise; `.toast-leaves` in app.css takes the same time. */
const TOAST_MS = 5000;
/** True until the provider's first effect: the server's toast it then shows came with the page. */
let hydrating = true;

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used within a ToastProvider");
  return show;
}

/** Holds the toasts on screen; `initial` is the one the server set before a redirect. */
export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((toast: Toast) => setToasts((list) => [...list, { ...toast, id: nextId++ }]), []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => {
    const onLoad = hydrating;
    hydrating = false;
    if (!initial) return;
    if (!onLoad) return show(initial);
    // The page's own toast has been on screen, as HTML leaving by CSS, since the page loaded; scripts that
    // started late (on first use, decision 074) show it for the time it has left, or not at all.
    const left = (initial.duration ?? TOAST_MS) - performance.now();
    if (left > 0) show({ ...initial, duration: left });
  }, [initial, show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toaster toasts={toasts} serverToast={initial} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({
  toasts,
  serverToast,
  onDismiss,
}: {
  toasts: ShownToast[];
  serverToast: Toast | null;
  onDismiss: (id: number) => void;
}) {
  const m = useTexts(commonMessages).toast;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Before hydration (or without JavaScript) the server's toast is rendered as plain HTML.
  const list: ShownToast[] = hydrated ? toasts : serverToast ? [{ ...serverToast, id: 0 }] : [];

  return (
    <section
      aria-label={m.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 print:hidden flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div role="status" className="w-full max-w-sm">
        <ol className="flex flex-col gap-2" data-toasts="">
          {list.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              closeLabel={m.close}
              onDismiss={onDismiss}
              canClose={hydrated}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToastItem({
  toast,
  closeLabel,
  onDismiss,
  canClose,
}: {
  toast: ShownToast;
  closeLabel: string;
  /** Stable (the provider's dismiss): a new function per render would restart the timer below. */
  onDismiss: (id: number) => void;
  canClose: boolean;
}) {
  useEffect(() => {
    if (!canClose) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration ?? TOAST_MS);
    return () => clearTimeout(timer);
  }, [canClose, onDismiss, toast.id, toast.duration]);

  const destructive = toast.variant === "destructive";
  return (
    <li
      data-variant={toast.variant ?? "default"}
      // Until the scripts run, and on a reading page which has none (decision 073), CSS takes it away
      // after the same 5 seconds (app.css, .toast-leaves; the server's toasts set no other duration).
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
      }${canClose ? "" : " toast-leaves"}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      {canClose ? (
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          aria-label={closeLabel}
          className="rounded px-2 text-lg leading-none hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          ×
        </button>
      ) : null}
    </li>
  );
}

const keep = () => {};

/**
 * On a reading page (decision 073), the toasts its clicks show: one template each, which an element
 * names with `data-toast="{id}"`, and the small script that shows them. Nothing where the page has its
 * scripts, which show the same toasts through `useToast`.
 */
export function ToastsOnClick({ toasts }: { toasts: { id: string; toast: Toast }[] }) {
  const scripts = usePageLoadsScripts();
  const closeLabel = useTexts(commonMessages).toast.close;
  if (scripts) return null;
  return (
    <>
      {toasts.map(({ id, toast }) => (
        <template key={id} id={id}>
          <ToastItem toast={{ ...toast, id: 0 }} closeLabel={closeLabel} onDismiss={keep} canClose={false} />
        </template>
      ))}
      <InlineScript fn={showToastsOnClick} options={TOAST_LIST} />
    </>
  );
}
