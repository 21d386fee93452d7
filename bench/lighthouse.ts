// Lighthouse (mobile, its default simulated throttling) on /login and /agora, the pages a visitor
// lands on first: performance ≥ 90 and accessibility 100 (ARCHITECTURE.md §6, issue 14). Drives
// Debian's Chromium through chrome-launcher (no browser download); two runs per page, reporting
// the median (of two: the mean) and the worst. The app is the production build served by
// `vite preview`; its Supabase URL is whatever the build reads (the local default), so /agora's
// list may show its load-error state when no local stack runs — the JS and layout are the same.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';
import { PROJECT_ROOT } from '../supabase/local/config.ts';
import { freePort } from '../supabase/local/stack.ts';
import type { Row } from './table.ts';

const OUT = path.join(PROJECT_ROOT, 'bench', '.out', 'lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 2;
const PAGES = ['/login', '/agora'] as const;

interface Scores {
  performance: number;
  accessibility: number;
  /** What the performance score is made of, for reading a miss. */
  detail: string;
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const categories = result?.lhr.categories;
  const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);
  const audits = result?.lhr.audits ?? {};
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    performance: score(categories?.performance?.score),
    accessibility: score(categories?.accessibility?.score),
    detail:
      `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
      `TBT ${ms('total-blocking-time')} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  };
}

export async function lighthouseRows(): Promise<Row[]> {
  await build({ root: PROJECT_ROOT, logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const port = await freePort(); // not a fixed one: two bench runs may overlap
  const server = await preview({
    root: PROJECT_ROOT,
    logLevel: 'warn',
    build: { outDir: OUT },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`http://127.0.0.1:${port}${page}`, chrome.port));
      rows.push({
        metric: `Lighthouse ${page} runs`,
        value: runs.map((r) => `${r.performance}: ${r.detail}`).join(' | '),
        budget: '',
        ok: true,
      });
      for (const key of ['performance', 'accessibility'] as const) {
        const values = runs.map((r) => r[key]).sort((a, b) => a - b);
        const worst = values[0] as number;
        const median =
          values.length % 2
            ? values[values.length >> 1]!
            : (values[values.length / 2 - 1]! + values[values.length / 2]!) / 2;
        const budget = key === 'performance' ? 90 : 100;
        rows.push({
          metric: `Lighthouse mobile ${key} ${page} (median / worst of ${RUNS})`,
          value: `${median} / ${worst}`,
          budget: key === 'performance' ? '≥ 90' : '100',
          ok: worst >= budget,
        });
      }
    }
    return rows;
  } finally {
    chrome.kill();
    await server.close();
  }
}
