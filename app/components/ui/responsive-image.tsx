import type { ImgHTMLAttributes } from "react";
import { srcSetOf } from "~/lib/uploads/variants";

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "alt" | "width" | "height" | "onError"
> & {
  src: string;
  /** "" for a picture that only decorates what its card or page already says in words. */
  alt: string;
  /**
   * The width the image takes in the layout, per breakpoint of the page's Tailwind classes: the browser
   * picks the smallest file that covers it at the screen's density (decision 036).
   */
  sizes: string;
  /** The picture's proportions, so its box is there before it loads (CSS sets the size shown). */
  width: number;
  height: number;
  /** Shown instead when `src` fails to load (a deleted upload, an address that went away). */
  fallback?: string;
};

/**
 * An image offered at every width the site keeps of it (`srcset` from its URL alone: uploads and the demo
 * pictures; any other address is shown by its `src`). Lazy and decoded off the main thread unless told
 * otherwise: a page's first, largest picture passes `loading="eager"` and `fetchPriority="high"`.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  fallback,
  loading = "lazy",
  decoding = "async",
  ...props
}: ResponsiveImageProps) {
  const srcSet = srcSetOf(src);
  return (
    <img
      {...props}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      loading={loading}
      decoding={decoding}
      onError={
        fallback
          ? (event) => {
              const img = event.currentTarget;
              if (img.getAttribute("src") === fallback) return;
              img.srcset = srcSetOf(fallback) ?? "";
              img.src = fallback;
            }
          : undefined
      }
    />
  );
}
