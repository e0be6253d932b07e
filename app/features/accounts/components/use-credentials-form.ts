import { useNavigation, useSearchParams } from "react-router";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { Parsed } from "~/lib/form";
import { type AccountsTexts, accountsMessages } from "~/lib/i18n/pages/accounts";
import { usePath, useTexts } from "~/lib/root-data";
import type { Toast } from "~/lib/toast";
import { useFormValidation } from "~/lib/use-form-validation";

/**
 * The sign-in and sign-up pages' form: checked in the browser with the server's parser, the action's
 * toast shown, and a link to the other page that keeps where the visitor was going (`redirectTo`).
 */
export function useCredentialsForm(
  parse: (values: Record<string, unknown>, t: AccountsTexts["validation"]) => Parsed<unknown>,
  actionData: { errors?: Record<string, string>; toast?: Toast } | undefined,
) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation((values) => parse(values, m.validation), actionData?.errors);
  useActionToast(actionData?.toast);
  const keepingRedirect = (page: "/signin" | "/signup") =>
    path(searchParams.has("redirectTo") ? `${page}?${searchParams}` : page);
  return { m, path, busy, errors, onSubmit, keepingRedirect };
}
