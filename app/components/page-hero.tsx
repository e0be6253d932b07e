/** The coloured band at the top of an inner page, holding its one <h1>. */
export function PageHero({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-red-800 to-red-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {text ? <p className="mt-5 max-w-2xl text-lg sm:text-xl">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}
