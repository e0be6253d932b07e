import { type DialogHTMLAttributes, useEffect, useRef, useState } from "react";

/**
 * A modal native <dialog> shown while `open` is true: the browser keeps focus inside, makes the page
 * behind inert and turns Escape into a `cancel` event. Callers pass `onCancel`/`onClose` to update their
 * state. `openWithoutScript` also renders it open in the server's HTML, for pages that work without
 * JavaScript.
 */
export function Dialog({
  open,
  openWithoutScript = false,
  className,
  ...props
}: Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "className"> & {
  open: boolean;
  className: string;
  openWithoutScript?: boolean;
  "aria-labelledby": string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The `open` attribute is only for the server's HTML. After that the effect alone opens and closes the
  // dialog: if React removed the attribute of a modal dialog, Chromium would keep it in the top layer and
  // leave the whole page inert (nothing clickable after Escape or Cancel).
  const [openInHtml] = useState(open && openWithoutScript);
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
      open={openInHtml}
      className={`shadow-2xl backdrop:bg-slate-900/60 ${className}`}
      {...props}
    />
  );
}
