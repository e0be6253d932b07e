import { Link, useSearchParams } from "react-router";

/**
 * An embedded third-party frame that loads only when the visitor asks. The button is a link that sets
 * `?{param}=1`, so it works without JavaScript too.
 */
export function ClickToLoad({
  param,
  src,
  texts: { title, action, notice },
  className = "aspect-video",
}: {
  param: string;
  src: string;
  texts: { title: string; action: string; notice: string };
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  next.set(param, "1");

  if (searchParams.get(param) === "1") {
    return (
      <iframe
        id={param}
        src={src}
        title={title}
        className={`w-full rounded-xl border-0 ${className}`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div
      id={param}
      className={`flex w-full flex-col items-center justify-center gap-4 rounded-xl bg-slate-800 p-6 text-center text-white ${className}`}
    >
      <Link
        to={{ search: `?${next.toString()}`, hash: param }}
        preventScrollReset
        replace
        className="inline-flex items-center gap-3 rounded-full bg-red-700 px-6 py-3 font-semibold hover:bg-red-800"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
        {action}
      </Link>
      <p className="max-w-sm text-sm text-slate-200">{notice}</p>
    </div>
  );
}
