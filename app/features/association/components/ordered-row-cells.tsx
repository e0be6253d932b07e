import { Form } from "react-router";
import { RowActions } from "~/components/row-actions";
import { cell } from "~/components/ui/data-table";
import { format } from "~/lib/i18n";

const small =
  "rounded border border-slate-400 px-2 py-1 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * "Up" and "Down" for one row of an ordered list: each a small form posted to the list's page, so they work
 * without JavaScript. The first row cannot go up nor the last down.
 */
function MoveButtons({
  id,
  name,
  first,
  last,
  texts,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  texts: { up: string; down: string; moveUp: string; moveDown: string };
}) {
  return (
    <Form method="post" preventScrollReset className="flex gap-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="up"
        disabled={first}
        aria-label={format(texts.moveUp, { name })}
        className={small}
      >
        {texts.up}
      </button>
      <button
        type="submit"
        name="intent"
        value="down"
        disabled={last}
        aria-label={format(texts.moveDown, { name })}
        className={small}
      >
        {texts.down}
      </button>
    </Form>
  );
}

/**
 * The last two cells of a row of an ordered list (the board, the sponsors): "Up" and "Down", then Edit and
 * Delete, whose confirmation the list's page shows from `?confirm={id}`.
 */
export function OrderedRowCells({
  id,
  name,
  index,
  count,
  editTo,
  texts,
}: {
  id: number;
  name: string;
  /** The row's place in the list, from 0, and the list's length. */
  index: number;
  count: number;
  editTo: string;
  texts: { up: string; down: string; moveUp: string; moveDown: string; edit: string; delete: string };
}) {
  return (
    <>
      <td className={cell}>
        <MoveButtons id={id} name={name} first={index === 0} last={index === count - 1} texts={texts} />
      </td>
      <td className={cell}>
        <RowActions
          item={name}
          actions={[
            { label: texts.edit, to: editTo },
            { label: texts.delete, to: `?confirm=${id}`, keepScroll: true },
          ]}
        />
      </td>
    </>
  );
}
