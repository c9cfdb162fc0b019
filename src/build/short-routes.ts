/**
 * The short forms of the spec's routes (§2: /market/:title?/:id?, /application/:title?/:id?,
 * /product/:name/:category?/:id): a market or an application by its name alone or by its id alone,
 * a product without its category. Pages live at their full address only; each short form is a
 * redirect of the route-rules manifest (route-rules.ts), so the all-in-one server and static hosts
 * (`_redirects`) answer it with 301 to the page.
 */
import { applicationPath, marketPath, productPath } from '../contracts/urls.ts';

interface Node {
  id: number;
  slug: string;
}

export interface ShortRouteSources {
  /** Every market and every application, sub-levels included (a flattened menu). */
  markets: readonly Node[];
  applications: readonly Node[];
  /** Published products, and the last address of each product no longer sold. */
  products: readonly { id: number; slug: string; market: { slug: string } }[];
  retired: readonly { path: string }[];
}

/** "/market/<slug>" and "/market/<id>" for each node; a slug two nodes share leads nowhere (404). */
function treeForms(base: string, nodes: readonly Node[], page: (slug: string, id: number) => string): [string, string][] {
  const bySlug = new Map<string, Node[]>();
  for (const node of nodes) bySlug.set(node.slug, [...(bySlug.get(node.slug) ?? []), node]);
  const forms = new Map<string, string>();
  for (const [slug, found] of bySlug) if (found.length === 1) forms.set(`${base}/${slug}`, page(slug, found[0]!.id));
  // An id wins over a name made of digits.
  for (const node of nodes) forms.set(`${base}/${node.id}`, page(node.slug, node.id));
  return [...forms];
}

/** Every short address and the page it leads to. */
export function shortRoutes(sources: ShortRouteSources): [string, string][] {
  const products: [string, string][] = sources.products.map((p) => [
    `/product/${p.slug}/${p.id}`,
    productPath(p.slug, p.market.slug, p.id),
  ]);
  for (const { path } of sources.retired) {
    const [name, , id] = path.split('/').slice(2);
    products.push([`/product/${name}/${id}`, path]);
  }
  return [
    ...treeForms('/market', sources.markets, marketPath),
    ...treeForms('/application', sources.applications, applicationPath),
    ...products,
  ];
}
