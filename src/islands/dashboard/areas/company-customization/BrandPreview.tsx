/** How the storefront's header will look with the colour and about text being edited. */
export function BrandPreview({ name, color, about }: { name: string; color: string; about: string }) {
  return (
    <section aria-label="Preview" className="brand-preview" style={{ borderTopColor: color }}>
      <strong style={{ color }}>{name}</strong>
      <p className="small">{about || 'Your about text shows here.'}</p>
    </section>
  );
}
