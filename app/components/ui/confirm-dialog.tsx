import type { ReactNode } from "react";
import { Dialog } from "./dialog";

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
  return (
    <Dialog
      open={open}
      openWithoutScript
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-6"
    >
      <h2 id="confirm-title" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </Dialog>
  );
}
