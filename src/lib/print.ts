// The page rules of a printed record: its title at the top of every page, "Page 2 of 5" opposite,
// and which way round the paper goes (a wide register prints landscape). Chromium draws @page
// margin boxes; a browser without them prints the record without the running header.

/** A CSS string literal: quotes and backslashes escaped, line breaks flattened, `<` kept out. */
function cssString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '\\3c ');
  return `"${escaped}"`;
}

export interface PrintPage {
  /**
   * What every page says at its top left, e.g. "SOP-SAN-003 Sanitation · Version 3"; none for a
   * one-page document (a certificate).
   */
  header?: string;
  orientation?: 'portrait' | 'landscape';
}

export function printPageCss({ header, orientation = 'portrait' }: PrintPage): string {
  const running =
    header === undefined
      ? ''
      : `
  @top-left { content: ${cssString(header)}; font: 8pt system-ui, sans-serif; color: #5b6b61; }
  @top-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #5b6b61; }`;
  return `@page {
  size: ${orientation};${running}
}`;
}
