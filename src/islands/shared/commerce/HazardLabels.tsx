/**
 * Transport hazard labels in an island: the same small SVG diamonds the product page prints
 * (components/hazard-label-svg.ts), each an image named "Class 8: Corrosive".
 */
import type { HazardClass } from '../../../contracts/hazard-classes.ts';
import { hazardLabelSvg } from '../../../components/hazard-label-svg.ts';

export function HazardLabels({ classes, size = 36 }: { classes: readonly HazardClass[]; size?: number }) {
  if (!classes.length) return null;
  return (
    <span className="hazard-labels">
      {classes.map((c) => (
        // The markup is built here from a fixed table, never from what anyone typed.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the label's SVG is generated from constants
        <span key={c} className="hazard-label-box" dangerouslySetInnerHTML={{ __html: hazardLabelSvg(c, size) }} />
      ))}
    </span>
  );
}
