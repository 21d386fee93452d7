import { printPageCss, type PrintPage as PrintPageOptions } from '@/lib/print';

/**
 * A printable record's paper: its title and "Page n of N" at the top of every page, portrait or
 * landscape. The app's shell never prints (index.css, `print:hidden` on the bars); the record's
 * own controls say `print:hidden` where they sit.
 */
export function PrintPage(props: PrintPageOptions) {
  return <style media="print">{printPageCss(props)}</style>;
}
