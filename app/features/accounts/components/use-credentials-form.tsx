import { useSearchParams } from "react-router";
import { TextLink } from "~/components/ui/text-link";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { Parsed } from "~/lib/form";
import { usePath, useTexts } from "~/lib/root-data";
import type { Toast } from "~/lib/toast";
import { useFormValidation } from "~/lib/use-form-validation";
import { type AccountsTexts, accountsMessages } from "~/texts/pages/accounts";

/** The sign-in and sign-up pages' form: checked in the browser with the server's parser, the action's toast shown. */
export function useCredentialsForm(
  parse: (values: Record<string, unknown>, t: AccountsTexts["validation"]) => Parsed<unknown>,
  actionData: { errors?: Record<string, string>; toast?: Toast } | undefined,
) {
  const m = useTexts(accountsMessages);
  const path = usePath();
  const { errors, onSubmit } = useFormValidation((values) => parse(values, m.validation), actionData?.errors);
  useActionToast(actionData?.toast);
  return { m, path, errors, onSubmit };
}

/** The line under the sign-in and sign-up forms: a link to the other one that keeps where the visitor was going. */
export function SwitchPage({
  text,
  link,
  page,
}: {
  text: string;
  link: string;
  page: "/signin" | "/signup";
}) {
  const path = usePath();
  const [searchParams] = useSearchParams();
  return (
    <>
      {text}{" "}
      <TextLink to={path(searchParams.has("redirectTo") ? `${page}?${searchParams}` : page)}>{link}</TextLink>
    </>
  );
}
