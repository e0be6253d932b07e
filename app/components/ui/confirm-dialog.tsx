import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A confirmation in a native <dialog>. Opened by a link that sets a query parameter, so it also works
 * without JavaScript (the server renders it open); with JavaScript it is modal and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The `open` attribute is only for the server's HTML (no JavaScript). After that the effect alone opens
  // and closes the dialog: if React removed the attribute of a modal dialog, Chromium would keep it in the
  // top layer and leave the whole page inert (nothing clickable after Escape or Cancel).
  const [serverOpen] = useState(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.matches(":modal")) {
      if (element.open) element.close();
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      open={serverOpen}
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-6 shadow-2xl backdrop:bg-slate-900/60"
    >
      <h2 id="confirm-title" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
