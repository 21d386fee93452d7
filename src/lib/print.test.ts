import { describe, expect, it } from 'vitest';
import { printPageCss } from './print';

describe('printPageCss', () => {
  it('puts the record’s title and the page count at the top of every page', () => {
    const css = printPageCss({ header: 'Compliance record · North Campus', orientation: 'landscape' });
    expect(css).toContain('size: landscape;');
    expect(css).toContain('@top-left { content: "Compliance record · North Campus";');
    expect(css).toContain('@top-right { content: "Page " counter(page) " of " counter(pages);');
    expect(printPageCss({ header: 'x' })).toContain('size: portrait;');
    expect(printPageCss({})).not.toContain('@top-left');
  });

  it('keeps a title from ending the string or the style element', () => {
    const css = printPageCss({ header: 'Say "hi" \\ then\n</style><b>' });
    expect(css).toContain('content: "Say \\"hi\\" \\\\ then \\3c /style>\\3c b>";');
    expect(css).not.toContain('</style>');
  });
});
