import { useEffect } from "react";
import { useToast } from "~/components/ui/toaster";
import type { Toast } from "./toast";

/** Shows the toast an action returned with its data (the page stays, so no redirect carries it). */
export function useActionToast(toast: Toast | undefined | null) {
  const show = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
