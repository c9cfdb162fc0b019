/** The transport hazard labels of the product page: one small image per class, named for screen readers. */
import { describe, expect, it } from 'vitest';
import { HAZARD_CLASSES } from '../../src/contracts/dangerous-goods.ts';
import { hazardLabelSvg } from '../../src/components/hazard-label-svg.ts';

describe('a hazard label', () => {
  it('is an image named by its class, with the class number in its corner', () => {
    const svg = hazardLabelSvg('5.1');
    expect(svg).toMatch(/^<svg class="hazard-label" role="img" aria-label="Class 5\.1: Oxidizer"/);
    expect(svg).toContain('<title>Class 5.1: Oxidizer</title>');
    expect(svg).toMatch(/<text [^>]*>5\.1<\/text><\/svg>$/);
    expect(hazardLabelSvg('3')).toMatch(/<text [^>]*>3<\/text>/);
    expect(hazardLabelSvg('1.4')).toMatch(/<text [^>]*>1\.4<\/text>/);
  });

  it('stays small enough to inline on the product page for every class', () => {
    for (const c of HAZARD_CLASSES) expect(hazardLabelSvg(c).length, c).toBeLessThan(1400);
  });
});
