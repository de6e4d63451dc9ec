/** The title block every simple storefront page opens with. */
export function PageHeading({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-20 text-center md:py-28">
      <h1 className="text-5xl md:text-6xl">{title}</h1>
      {text && <p className="mx-auto mt-6 max-w-prose text-lg text-muted">{text}</p>}
      {children}
    </div>
  );
}
