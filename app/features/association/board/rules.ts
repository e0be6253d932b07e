import { z } from "zod";
import { format } from "~/lib/i18n";
import { multiLine, singleLine } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";
import type { BoardTexts } from "~/texts/pages/board";

export const BOARD_LIMITS = { name: { min: 1, max: 100 }, title: { min: 1, max: 100 }, bio: 500 } as const;

type Texts = BoardTexts["validation"];

const orEmpty = (value: unknown) => value ?? "";

const line = (tooShort: string, tooLong: string, control: string) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .min(BOARD_LIMITS.title.min, tooShort)
      .max(BOARD_LIMITS.title.max, format(tooLong, BOARD_LIMITS.title))
      .check(singleLine(control)),
  );

const bio = (t: Texts) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .max(BOARD_LIMITS.bio, format(t.bioMax, { max: BOARD_LIMITS.bio }))
      .check(multiLine(t.controlCharacters)),
  );

/** The board member form: `image` is the optional photo (empty: the page shows the initials). */
export function boardMemberFormSchema(t: Texts) {
  return z
    .object({
      name: line(t.nameMin, t.nameMax, t.controlCharacters),
      title: line(t.titleMin, t.titleMax, t.controlCharacters),
      titleFr: line(t.titleFrMin, t.titleFrMax, t.controlCharacters),
      bio: bio(t),
      bioFr: bio(t),
      image: z.preprocess(orEmpty, z.string()).transform((value, ctx) => {
        if (value.trim() === "") return null;
        const photo = imageReference(t).safeParse(value);
        if (photo.success) return photo.data;
        ctx.addIssue({ code: "custom", message: photo.error.issues[0]?.message ?? t.imageUrl });
        return z.NEVER;
      }),
    })
    .transform(({ image, ...form }) => ({ ...form, photo: image }));
}

export type BoardMemberInput = z.output<ReturnType<typeof boardMemberFormSchema>>;
