import { Form } from "react-router";
import { format } from "~/lib/i18n";

const small =
  "rounded border border-slate-400 px-2 py-1 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * "Up" and "Down" for one row of an ordered list: each a small form posted to the list's page, so they work
 * without JavaScript. The first row cannot go up nor the last down.
 */
export function MoveButtons({
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
