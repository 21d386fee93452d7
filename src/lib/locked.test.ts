import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCKED_LINK_CLASS, LOCKED_TEXT_TOKEN } from './locked';

const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!match) throw new Error(`no --color-${name} in src/index.css`);
  return match[1]!;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('locked links (issue 14 §10)', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('draw their text at 4.5:1 or more on white, the page surface and the hover background', () => {
    const text = token(LOCKED_TEXT_TOKEN);
    for (const background of ['#ffffff', token('surface'), token('brand-50')])
      expect(contrast(text, background), background).toBeGreaterThanOrEqual(4.5);
  });

  it('never fade the text with opacity', () => {
    expect(LOCKED_LINK_CLASS).not.toMatch(/opacity/);
  });
});
