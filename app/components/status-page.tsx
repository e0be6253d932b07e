import { LinkButton } from "./ui/button";

/** The page of an error or of something not found: its own <title>, the h1, a sentence and a way on. */
export function StatusPage({
  title,
  heading,
  text,
  to,
  label,
}: {
  title: string;
  heading: string;
  text: string;
  /** Where the button leads, and its text. */
  to: string;
  label: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <LinkButton to={to} size="lg" className="mt-8">
        {label}
      </LinkButton>
    </section>
  );
}
