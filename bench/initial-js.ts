// Initial JS of /login and /agora (a visitor's usual first page): every JS file the page loads until
// the network is idle, gzipped, next to the floor page built with the same versions in the same run
// (ARCHITECTURE.md §6; budgets from issue 14: /login ≤ 1.10×, /agora ≤ 1.4× the floor).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { PROJECT_ROOT } from '../supabase/local/config.ts';
import { freePort } from '../supabase/local/stack.ts';
import type { Row } from './table.ts';

const OUT = path.join(PROJECT_ROOT, 'bench', '.out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function gzippedJs(url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) bodies.push(res.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    return { bytes: all.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0), files: all.length };
  } finally {
    await browser.close();
  }
}

async function buildAndServe(root: string, outDir: string, port: number, configFile?: false) {
  await build({
    root,
    configFile,
    plugins: configFile === false ? [react()] : undefined,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

/** Pages measured and their budget as a multiple of the floor. */
const PAGES: ReadonlyArray<[string, number]> = [
  ['/login', 1.1],
  ['/agora', 1.4],
];

export async function initialJsRows(): Promise<Row[]> {
  // Free ports, so two bench runs (two worktrees) can overlap.
  const [appPort, floorPort] = [await freePort(), await freePort()];
  const app = await buildAndServe(PROJECT_ROOT, path.join(OUT, 'app'), appPort);
  const floor = await buildAndServe(
    path.join(PROJECT_ROOT, 'bench', 'floor'),
    path.join(OUT, 'floor'),
    floorPort,
    false,
  );
  try {
    const base = await gzippedJs(`http://127.0.0.1:${floorPort}/login`);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const rows: Row[] = [
      {
        metric: 'Floor page: React + router + supabase-js (gzip)',
        value: `${kib(base.bytes)} in ${base.files} files`,
        budget: '',
        ok: true,
      },
    ];
    for (const [route, budget] of PAGES) {
      const page = await gzippedJs(`http://127.0.0.1:${appPort}${route}`);
      const ratio = page.bytes / base.bytes;
      rows.push(
        {
          metric: `Initial JS of ${route} (gzip)`,
          value: `${kib(page.bytes)} in ${page.files} files`,
          budget: '',
          ok: true,
        },
        {
          metric: `${route} ÷ floor`,
          value: ratio.toFixed(2),
          budget: `≤ ${budget.toFixed(2)}`,
          ok: ratio <= budget,
        },
      );
    }
    return rows;
  } finally {
    await app.close();
    await floor.close();
  }
}
