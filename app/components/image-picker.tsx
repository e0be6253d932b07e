/**
 * The event form's image picker (docs/product.md spec §2, §4): an image URL, or a file uploaded by an administrator.
 *
 * What the surrounding form receives:
 * - Always the image URL, in the field `name` ("image"): the URL input in URL mode, a hidden input in
 *   Upload mode.
 * - With JavaScript, a chosen file is sent at once to POST /admin/uploads; the returned /uploads/... URL
 *   becomes the field's value. The file input then has no name, so the form never carries the file.
 * - Without JavaScript there is no toggle: the URL input and a file input named `fileName` ("imageFile")
 *   are both shown. The form must be `method="post" encType="multipart/form-data"`, and its action, when
 *   the file is present, reads it with `readImageUpload(request, { field: "imageFile" })`, checks it with
 *   `prepareImage`, uses its URL instead of `image`, and saves it only once the whole form is valid.
 */

import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Label, labelClass } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import {
  ACCEPTED_IMAGE_TYPES,
  type ImageSourceMode,
  initialImageMode,
  isPreviewable,
  isTooLarge,
  MAX_UPLOAD_BYTES,
  megabytes,
  STORED_MAX_WIDTH,
  uploadFailureToast,
} from "~/lib/uploads/rules";
import { uploadsMessages } from "~/texts/pages/uploads";

export const UPLOAD_ENDPOINT = "/admin/uploads";
const DEFAULT_FALLBACK = "/images/events/default.webp";

export type ImagePickerProps = {
  /** The image's URL so far ("" for a new event). */
  defaultValue?: string;
  /** Describes the image, for the preview's alt text. */
  previewAlt: string;
  /** Applied to a URL typed or pasted in URL mode: the events feature's `rewriteStockPhotoUrl`. */
  rewriteUrl: (url: string) => string;
  /** The field that carries the URL. */
  name?: string;
  /** The file field a form posted without JavaScript carries. */
  fileName?: string;
  /** Shown when the preview cannot be loaded (spec: a default stock image). */
  fallbackSrc?: string;
  /** A validation message for the image, such as "Image is required". */
  error?: string;
};

type UploadOutcome = { url: string } | { status: number | null };

async function uploadImage(file: File): Promise<UploadOutcome> {
  const body = new FormData();
  body.append("image", file);
  try {
    const response = await fetch(UPLOAD_ENDPOINT, { method: "POST", body });
    if (!response.ok) return { status: response.status };
    const result: unknown = await response.json();
    const url = (result as { url?: unknown } | null)?.url;
    return typeof url === "string" ? { url } : { status: null };
  } catch {
    return { status: null };
  }
}

const imageModes: ImageSourceMode[] = ["url", "upload"];

const toggleButton = (pressed: boolean) =>
  `rounded px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
    pressed ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-200"
  }`;

export function ImagePicker({
  defaultValue = "",
  previewAlt,
  rewriteUrl,
  name = "image",
  fileName = "imageFile",
  fallbackSrc = DEFAULT_FALLBACK,
  error,
}: ImagePickerProps) {
  const m = useTexts(uploadsMessages);
  const toast = useToast();
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [mode, setMode] = useState<ImageSourceMode>(() => initialImageMode(defaultValue));
  const [value, setValue] = useState(defaultValue);
  // The preview follows a finished value (pasted, left, uploaded), not every keystroke.
  const [shown, setShown] = useState(defaultValue);
  const [uploading, setUploading] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const preview = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setHydrated(true);
    // A preview that failed before hydration fired its error event before React listened.
    const img = preview.current;
    if (img?.complete && img.naturalWidth === 0) setFailedSrc(img.getAttribute("src"));
  }, []);

  const showUrl = !hydrated || mode === "url";
  const showUpload = !hydrated || mode === "upload";
  const src = shown !== failedSrc ? shown : fallbackSrc;
  const errorId = `${id}-error`;
  const describedBy = (hintId: string) => [hintId, error ? errorId : ""].filter(Boolean).join(" ");

  const refusal = (kind: "tooLarge" | "failed") => ({
    ...m.toast[kind],
    description: format(m.toast[kind].description, { megabytes: megabytes(MAX_UPLOAD_BYTES) }),
    variant: "destructive" as const,
  });

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (isTooLarge(file.size)) {
      input.value = "";
      toast(refusal("tooLarge"));
      return;
    }
    setUploading(true);
    const outcome = await uploadImage(file);
    setUploading(false);
    if ("url" in outcome) {
      commit(outcome.url);
      toast(m.toast.uploaded);
    } else {
      input.value = "";
      toast(refusal(uploadFailureToast(outcome.status)));
    }
  }

  function commit(url: string) {
    setValue(url);
    setShown(url);
  }

  function onUrlChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    if ((event.nativeEvent as InputEvent).inputType === "insertFromPaste") commit(rewriteUrl(typed));
    else setValue(typed);
  }

  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{m.picker.legend}</legend>
      {hydrated ? (
        <fieldset className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">{m.picker.modes}</legend>
          {imageModes.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={toggleButton(mode === option)}
            >
              {m.picker[option]}
            </button>
          ))}
        </fieldset>
      ) : null}

      {showUrl ? (
        <div>
          <Label htmlFor={`${id}-url`}>{m.picker.urlLabel}</Label>
          <input
            id={`${id}-url`}
            name={name}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={onUrlChange}
            onBlur={() => commit(rewriteUrl(value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-url-hint`)}
            className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-blue-700 ${
              error ? "border-red-700" : "border-slate-400"
            }`}
          />
          <p id={`${id}-url-hint`} className="mt-1 text-sm text-slate-700">
            {m.picker.urlHint}
          </p>
        </div>
      ) : (
        <input type="hidden" name={name} value={value} />
      )}

      {showUpload ? (
        <div>
          <Label htmlFor={`${id}-file`}>{m.picker.fileLabel}</Label>
          <input
            id={`${id}-file`}
            name={hydrated ? undefined : fileName}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={uploading}
            onChange={onFileChosen}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-file-hint`)}
            className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-2 file:font-medium file:text-white hover:file:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-70"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-700">
            {format(m.picker.fileHint, {
              megabytes: megabytes(MAX_UPLOAD_BYTES),
              width: STORED_MAX_WIDTH,
            })}
          </p>
          <p aria-live="polite" className="mt-1 text-sm font-medium text-slate-800">
            {uploading ? m.picker.uploading : ""}
          </p>
        </div>
      ) : null}

      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      {/* The preview's box is there from the start: an image appearing when the URL field loses focus
          would push the buttons below it down between a press and its release, losing the click. */}
      <figure>
        <div className="aspect-video w-full max-w-sm rounded-md bg-slate-100">
          {isPreviewable(shown) ? (
            <img
              ref={preview}
              src={src}
              alt={previewAlt}
              onError={() => {
                if (src !== fallbackSrc) setFailedSrc(src);
              }}
              className="h-full w-full rounded-md object-cover"
            />
          ) : null}
        </div>
        <figcaption className="mt-1 text-sm text-slate-700">{m.picker.preview}</figcaption>
      </figure>
    </fieldset>
  );
}
