/**
 * The transport hazard labels of the UN Model Regulations (5.2.2.2) as small inline SVG: the
 * diamond in each class's colours, its stripes or halves, an inner line and the class number in
 * the bottom corner; the symbols (flame, skull…) are left out, which keeps each label a few
 * hundred bytes. The label is an image with its accessible name ("Class 3: Flammable liquid").
 */
import { HAZARD_CLASS_NAMES, type HazardClass } from '../contracts/hazard-classes.ts';

const RED = '#d7261e';
const ORANGE = '#f39200';
const GREEN = '#009a44';
const BLUE = '#005bac';
const YELLOW = '#ffd500';
const WHITE = '#fff';
const BLACK = '#111';

interface Look {
  /** The background, or a top and bottom half. */
  fill: string | [top: string, bottom: string];
  /** Vertical stripes over the whole diamond (4.1) or its top half (9). */
  stripes?: { colour: string; over: 'whole' | 'top' };
  text: string;
}

const LOOKS: Record<string, Look> = {
  '1': { fill: ORANGE, text: BLACK },
  '2.1': { fill: RED, text: WHITE },
  '2.2': { fill: GREEN, text: WHITE },
  '2.3': { fill: WHITE, text: BLACK },
  '3': { fill: RED, text: WHITE },
  '4.1': { fill: WHITE, stripes: { colour: RED, over: 'whole' }, text: BLACK },
  '4.2': { fill: [WHITE, RED], text: BLACK },
  '4.3': { fill: BLUE, text: WHITE },
  '5.1': { fill: YELLOW, text: BLACK },
  '5.2': { fill: [RED, YELLOW], text: BLACK },
  '6.1': { fill: WHITE, text: BLACK },
  '6.2': { fill: WHITE, text: BLACK },
  '7': { fill: [YELLOW, WHITE], text: BLACK },
  '8': { fill: [WHITE, BLACK], text: WHITE },
  '9': { fill: WHITE, stripes: { colour: BLACK, over: 'top' }, text: BLACK },
};

/** Half the diamond's height at x, in a 100 × 100 box with corners 2 from the edges. */
const halfHeight = (x: number) => 48 - Math.abs(x - 50);

/** Stripes as polygons inside the diamond (no clip path, so no ids to keep apart on a page). */
function stripes(colour: string, over: 'whole' | 'top'): string {
  const edges = over === 'whole' ? [10, 18, 26, 34, 42, 50, 58, 66, 74, 82, 90] : [18, 26, 34, 42, 50, 58, 66, 74, 82];
  const shapes: string[] = [];
  for (let i = 0; i + 1 < edges.length; i += 2) {
    const [a, b] = [edges[i]!, edges[i + 1]!];
    const xs = a < 50 && b > 50 ? [a, 50, b] : [a, b];
    const top = xs.map((x) => `${x},${50 - halfHeight(x)}`);
    const bottom = [...xs].reverse().map((x) => `${x},${over === 'whole' ? 50 + halfHeight(x) : 50}`);
    shapes.push(`<polygon points="${[...top, ...bottom].join(' ')}" fill="${colour}"/>`);
  }
  return shapes.join('');
}

/** The accessible name of a class's label. */
export const hazardLabelName = (hazardClass: HazardClass) => `Class ${hazardClass}: ${HAZARD_CLASS_NAMES[hazardClass]}`;

/** The label of a class or division as an SVG element with its accessible name. */
export function hazardLabelSvg(hazardClass: HazardClass, size = 56): string {
  const look = LOOKS[hazardClass.startsWith('1.') ? '1' : hazardClass]!;
  const name = hazardLabelName(hazardClass);
  const number = hazardClass.startsWith('1.') || hazardClass.startsWith('5.') ? hazardClass : hazardClass.split('.')[0]!;
  const body =
    typeof look.fill === 'string'
      ? `<path d="M50 2 98 50 50 98 2 50Z" fill="${look.fill}"/>`
      : `<path d="M50 2 98 50H2Z" fill="${look.fill[0]}"/><path d="M2 50H98L50 98Z" fill="${look.fill[1]}"/>`;
  return (
    `<svg class="hazard-label" role="img" aria-label="${name}" viewBox="0 0 100 100" width="${size}" height="${size}">` +
    `<title>${name}</title>${body}${look.stripes ? stripes(look.stripes.colour, look.stripes.over) : ''}` +
    `<path d="M50 2 98 50 50 98 2 50Z" fill="none" stroke="${BLACK}" stroke-width="1.5"/>` +
    `<path d="M50 7 93 50 50 93 7 50Z" fill="none" stroke="${typeof look.fill === 'string' ? look.text : BLACK}" stroke-width="1.5"/>` +
    `<text x="50" y="86" text-anchor="middle" font-size="${number.length > 1 ? 13 : 15}" font-weight="700" font-family="sans-serif" fill="${look.text}">${number}</text>` +
    '</svg>'
  );
}
