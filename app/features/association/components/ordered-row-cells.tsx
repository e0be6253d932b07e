import { Form } from "react-router";
import { RowActions } from "~/components/row-actions";
import { cell } from "~/components/ui/data-table";
import { format } from "~/lib/i18n";

const small =
  "rounded border border-slate-400 px-2 py-1 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The last two cells of a row of an ordered list (the board, the sponsors): "Up" and "Down" (the first row
 * cannot go up nor the last down), then Edit and Delete, whose confirmation the list's page shows from
 * `?confirm={id}`.
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
        {/* Each a small form posted to the list's page, so they work without JavaScript. */}
        <Form method="post" preventScrollReset className="flex gap-2">
          <input type="hidden" name="id" value={id} />
          {[
            { intent: "up", label: texts.up, named: texts.moveUp, cannot: index === 0 },
            { intent: "down", label: texts.down, named: texts.moveDown, cannot: index === count - 1 },
          ].map((move) => (
            <button
              key={move.intent}
              type="submit"
              name="intent"
              value={move.intent}
              disabled={move.cannot}
              aria-label={format(move.named, { name })}
              className={small}
            >
              {move.label}
            </button>
          ))}
        </Form>
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
