/**
 * Catalog pictures drawn locally as SVG (no image is fetched from anywhere): a product card
 * showing the container it ships in, its formula and CAS number; and monogram logos for companies.
 */
import type { ChemicalSpec } from './data/types.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stable hue from a name, so each chemical keeps its colour across builds. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const containers = {
  drum:
    '<rect x="232" y="150" width="176" height="220" rx="16" fill="#fff" fill-opacity=".92"/>' +
    '<rect x="232" y="190" width="176" height="10" fill="currentColor" opacity=".35"/>' +
    '<rect x="232" y="320" width="176" height="10" fill="currentColor" opacity=".35"/>' +
    '<ellipse cx="320" cy="150" rx="88" ry="16" fill="#fff"/>',
  sack:
    '<path d="M236 170 Q320 130 404 170 L420 360 Q320 392 220 360 Z" fill="#fff" fill-opacity=".92"/>' +
    '<path d="M250 178 Q320 150 390 178" stroke="currentColor" stroke-opacity=".35" stroke-width="6" fill="none"/>',
  cylinder:
    '<rect x="276" y="130" width="88" height="250" rx="40" fill="#fff" fill-opacity=".92"/>' +
    '<rect x="304" y="106" width="32" height="30" rx="6" fill="#fff"/>',
};

function containerFor(chemical: ChemicalSpec): string {
  const form = chemical.forms[0];
  if (form === 'gas') return containers.cylinder;
  if (form === 'liquid' || form === 'solution') return containers.drum;
  return containers.sack;
}

export function chemicalImageSvg(chemical: ChemicalSpec): string {
  const hue = hueOf(chemical.name);
  const formula = escapeXml(chemical.formula.length > 18 ? `${chemical.formula.slice(0, 17)}…` : chemical.formula);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480" role="img" aria-label="${escapeXml(chemical.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 46%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 58% 30%)"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>
<g color="hsl(${hue} 60% 35%)">${containerFor(chemical)}</g>
<text x="320" y="290" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="hsl(${hue} 60% 25%)">${formula}</text>
<text x="320" y="440" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" fill="#fff" fill-opacity=".9">CAS ${escapeXml(chemical.cas)}</text>
</svg>`;
}

export function monogramSvg(name: string): string {
  const hue = hueOf(name);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" rx="20" fill="hsl(${hue} 55% 42%)"/>
<text x="48" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}
