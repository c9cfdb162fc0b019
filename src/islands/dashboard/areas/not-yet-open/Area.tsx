/** An area of the dashboard that is not open yet: it says which, and offers the way back. */
export default function NotYetOpen({ title }: { title: string; params: Record<string, string> }) {
  return (
    <section className="empty-area card" aria-labelledby="area-title">
      <h1 id="area-title">{title}</h1>
      <p>{title} is not open yet on ChemMarket Africa. Nothing is lost here: this page will hold it as soon as it opens.</p>
      <p>
        <a className="button secondary" href="/overview">
          Back to the overview
        </a>{' '}
        <a className="button secondary" href="/search">
          Browse the catalog
        </a>
      </p>
    </section>
  );
}
