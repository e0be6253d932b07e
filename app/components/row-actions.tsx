import type { ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import { Button, LinkButton } from "./ui/button";
import { ConfirmDialog } from "./ui/confirm-dialog";
import { TextLink } from "./ui/text-link";

/**
 * An admin list's row actions ("Edit", "Delete"…): links named for the row to a screen reader ("Edit: Summer
 * Cup"), side by side. A link with `keepScroll` opens something over the list (the delete dialog), which
 * stays where it was.
 */
export function RowActions({
  item,
  actions,
}: {
  item: string;
  actions: { label: string; to: string; keepScroll?: boolean }[];
}) {
  const { actionFor } = useTexts(commonMessages);
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ label, to, keepScroll }) => (
        <TextLink
          key={label}
          to={to}
          aria-label={format(actionFor, { action: label, item })}
          preventScrollReset={keepScroll}
        >
          {label}
        </TextLink>
      ))}
    </div>
  );
}

/**
 * The delete confirmation of an admin list, opened by the row's `?confirm=<id>` link (ConfirmDialog): its
 * question, Cancel back to the list as it was (`back`), and the POST of `intent=delete` with the row's id
 * (and `fields`) to `action`.
 */
export function ConfirmDelete({
  confirming,
  texts,
  action,
  back,
}: {
  /** The row to delete, with the question's text; null when the dialog is closed. */
  confirming: { id: number; text: ReactNode; fields?: Record<string, string> } | null;
  texts: { confirmTitle: string; cancel: string; confirmDelete: string };
  action: string;
  back: string;
}) {
  const navigate = useNavigate();
  const cancel = () => navigate(back, { preventScrollReset: true, replace: true });
  return (
    <ConfirmDialog open={Boolean(confirming)} title={texts.confirmTitle} onCancel={cancel}>
      {confirming ? (
        <>
          <p className="mt-2 text-slate-700">{confirming.text}</p>
          <Form method="post" action={action} className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="id" value={confirming.id} />
            {Object.entries(confirming.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <LinkButton to={back} replace preventScrollReset variant="secondary">
              {texts.cancel}
            </LinkButton>
            <Button type="submit" name="intent" value="delete">
              {texts.confirmDelete}
            </Button>
          </Form>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
