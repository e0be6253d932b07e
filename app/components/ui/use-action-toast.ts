import { useEffect } from "react";
import type { Toast } from "~/lib/toast";
import { useToast } from "./toaster";

/** Shows the toast an action returned with its data (the page stays, so no redirect carries it). */
export function useActionToast(toast: Toast | undefined | null) {
  const show = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
