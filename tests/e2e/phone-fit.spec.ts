// No screen scrolls sideways on a 375 px phone. Every page the modules declare (their paths.ts
// tables) is opened as a persona who may see it, with seeded ids in its `:params`, and the document
// must be no wider than the window. One test per persona walks all of its pages inside one page:
// the app is loaded once and each next page is a client-side navigation, so a route costs its own
// chunk and data only. A failure lists every page that overflows and the elements that stick out.
// The same walk finds what a phone hides: a control under the bottom bar or the round feedback
// button at the end of a page, and a sub-menu cut at the screen's edge with no cue that it scrolls.
import { expect, test, type Page } from '@playwright/test';
import { ALL_PATHS } from '../../src/lib/all-paths.ts';
import { accountPaths } from '../../src/modules/account/paths.ts';
import { agoraPaths } from '../../src/modules/agora/paths.ts';
import { ancoraPaths } from '../../src/modules/ancora/paths.ts';
import { animusPaths } from '../../src/modules/animus/paths.ts';
import { atlasPaths } from '../../src/modules/atlas/paths.ts';
import { feedbackPaths } from '../../src/modules/feedback/paths.ts';
import { fillPattern } from '../../src/lib/paths.ts';
import { serviceClient, storageStateFor, type Persona } from './helpers.ts';

const PATTERNS = ALL_PATHS.map((p) => p.pattern);

const PRO_ID = 'a0000000-0000-4000-8000-000000000004';

// Who opens which page. Sign-in pages send a signed-in user away, so a visitor opens them; the
// public pages are opened by a visitor too (and again by a grower, who sees them in the shell).
const VISITOR_ONLY = new Set<string>([
  accountPaths.login.pattern,
  accountPaths.signup.pattern,
  accountPaths.signInLink.pattern,
  accountPaths.forgotPassword.pattern,
  accountPaths.resetPassword.pattern,
]);
const PUBLIC = new Set<string>([
  accountPaths.about.pattern,
  accountPaths.contact.pattern,
  accountPaths.solutions.pattern,
  agoraPaths.marketplace.pattern,
  agoraPaths.consultant.pattern,
  animusPaths.archive.pattern,
  atlasPaths.production.pattern,
  ancoraPaths.verify.pattern,
  feedbackPaths.form.pattern,
]);
const CONSULTANT_AREA = new Set<string>([
  agoraPaths.consultantDashboard.pattern,
  agoraPaths.consultantProfile.pattern,
  agoraPaths.consultantCertifications.pattern,
  agoraPaths.consultantCalendar.pattern,
  agoraPaths.consultantEarnings.pattern,
]);
const isAdminArea = (pattern: string) => pattern.startsWith('/admin') || pattern.startsWith('/agora/admin');

function pagesFor(persona: 'visitor' | Persona): string[] {
  return PATTERNS.filter((pattern) => {
    if (pattern === accountPaths.home.pattern) return false; // a redirect
    if (persona === 'visitor') return VISITOR_ONLY.has(pattern) || PUBLIC.has(pattern);
    if (VISITOR_ONLY.has(pattern)) return false;
    if (persona === 'admin') return isAdminArea(pattern);
    if (persona === 'consultant') return CONSULTANT_AREA.has(pattern);
    return !isAdminArea(pattern) && !CONSULTANT_AREA.has(pattern);
  });
}

type Row = Record<string, unknown>;

/** The seeded rows whose ids fill the `:params` (the grower's own where the page is per owner). */
async function seededParams() {
  // Untyped: the spec reads a handful of columns from many tables.
  const db = serviceClient() as unknown as {
    from: (table: string) => {
      select: (columns: string) => {
        eq: (column: string, value: string) => { limit: (n: number) => Promise<{ data: Row[] | null }> };
        limit: (n: number) => Promise<{ data: Row[] | null }>;
      };
    };
  };
  const first = async (table: string, columns: string, owner?: string): Promise<Row> => {
    const query = db.from(table).select(columns);
    const { data } = await (owner ? query.eq('user_id', owner).limit(1) : query.limit(1));
    const row = data?.[0];
    if (!row) throw new Error(`no seeded row in ${table}`);
    return row;
  };
  const consultant = await first('agora_consultant_profiles', 'id');
  const consultation = await first('agora_consultations', 'id');
  const verification = await first('agora_verification', 'id');
  const lesson = await first('ancora_lessons', 'id, course_id, module_id');
  const quiz = await first('ancora_quizzes', 'id, course_id, lesson_id');
  const certificate = await first('ancora_certificates', 'id');
  const project = await first('breeding_projects', 'id', PRO_ID);
  const lot = await first('arca_lots', 'id');
  const sop = await first('atlas_sops', 'id');
  const equipment = await first('atlas_equipment', 'id');
  const consumable = await first('atlas_consumables', 'id');
  const cycle = await first('atlas_cycles', 'id');
  const template = await first('atlas_cycle_templates', 'id');
  const organization = await first('organizations', 'slug');
  return {
    id: String(consultant.id),
    courseId: String(lesson.course_id),
    lessonId: String(lesson.id),
    moduleId: String(lesson.module_id),
    quizId: String(quiz.id),
    certificateId: String(certificate.id),
    projectId: String(project.id),
    lotId: String(lot.id),
    batchId: String(lot.id),
    sopId: String(sop.id),
    equipmentId: String(equipment.id),
    consumableId: String(consumable.id),
    cycleId: String(cycle.id),
    templateId: String(template.id),
    orgSlug: String(organization.slug),
    // Pages whose `:id` is not a consultant's.
    consultation: String(consultation.id),
    verification: String(verification.id),
  };
}

function urlFor(pattern: string, params: Awaited<ReturnType<typeof seededParams>>): string {
  if (pattern === agoraPaths.consultation.pattern) return fillPattern(pattern, { id: params.consultation });
  if (pattern === agoraPaths.verification.pattern) return fillPattern(pattern, { id: params.verification });
  return fillPattern(pattern, params);
}

/** Resolves once no request has been in flight for a moment (the page's chunk and data are in). */
function settled(page: Page) {
  let inflight = 0;
  let quietSince = Date.now();
  const start = () => inflight++;
  const end = () => {
    inflight = Math.max(0, inflight - 1);
    if (inflight === 0) quietSince = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const deadline = Date.now() + 15_000;
    await page.waitForTimeout(100);
    while (Date.now() < deadline && (inflight > 0 || Date.now() - quietSince < 400))
      await page.waitForTimeout(100);
  };
}

/** How far the document is wider than the window, and the widest elements that stick out. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits =
      overflow <= 0
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.right <= width + 0.5 || r.width === 0) return false;
              // Only the outermost element that sticks out, not each of its children, and not what
              // a scrolling box that fits holds (unless it is positioned: it may escape the box).
              if (getComputedStyle(el).position === 'absolute') return true;
              for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
                const fits = a.getBoundingClientRect().right <= width + 0.5;
                if (fits && getComputedStyle(a).overflowX !== 'visible') return false;
                if (a === el.parentElement && !fits) return false;
              }
              return true;
            })
            .slice(0, 3)
            .map((el) => {
              const cls =
                typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
              return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(el.getBoundingClientRect().right)} px)`;
            });
    return { path: location.pathname, overflow, culprits };
  });
}

/**
 * What a phone hides from the user on this page: controls under the round feedback button or the
 * bottom bar once the page is scrolled to its end (the page must leave room for both), and
 * sub-menus or tab rows wider than the screen whose hidden end has no cue that they scroll.
 */
function hidden(page: Page) {
  return page.evaluate(async () => {
    // At the very end, once the page stops growing (a chart or a list may still lay itself out).
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let tries = 0; tries < 20; tries++) {
      const height = document.documentElement.scrollHeight;
      scrollTo(0, height);
      await frame();
      await new Promise((r) => setTimeout(r, 50));
      const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      if (atEnd && document.documentElement.scrollHeight === height) break;
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    const problems: string[] = [];
    const shown = (el: Element | null) => (el && el.getBoundingClientRect().height > 0 ? el : null);
    const bar = shown(document.querySelector('nav[aria-label="Modules"]'));
    const button = shown(document.querySelector('button[aria-label="Send feedback"]'));
    const fixed = [bar, button].filter((el) => el !== null);
    // Floating over the page, the button covers whatever scrolls beneath it; inside the bottom
    // bar's box it covers only what the bar already does.
    if (bar && button) {
      const b = bar.getBoundingClientRect();
      const f = button.getBoundingClientRect();
      if (f.top < b.top - 0.5 || f.bottom > b.bottom + 0.5 || f.left < b.left || f.right > b.right)
        problems.push('the feedback button floats outside the bottom bar');
      for (const item of bar.querySelectorAll('a, button')) {
        const r = item.getBoundingClientRect();
        if (r.left < f.right && r.right > f.left)
          problems.push(`${describe(item)} under the feedback button`);
      }
    }
    const controls = document.querySelectorAll('main a, main button, main input, main select, main textarea');
    /** The part of an element its scrolling boxes let show (a table's own scroller clips its rows). */
    const visible = (el: Element) => {
      let { left, right, top, bottom } = el.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, right, top, bottom };
    };
    for (const cover of fixed) {
      const c = cover.getBoundingClientRect();
      for (const el of controls) {
        if (getComputedStyle(el).visibility === 'hidden') continue;
        const r = visible(el);
        if (r.right - r.left <= 0 || r.bottom - r.top <= 0) continue;
        if (r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top)
          problems.push(`${describe(el)} under ${describe(cover)}`);
      }
    }
    // A row of links or tabs that scrolls sideways says so at each hidden end (ScrollRow's cues).
    const rows = [...document.querySelectorAll('nav *, nav, [role="tablist"]')].filter((el) => {
      const style = getComputedStyle(el);
      return (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.querySelector('a, [role="tab"]') !== null
      );
    });
    for (const row of rows) {
      const cue = (end: string) => row.parentElement?.querySelector(`:scope > [data-scroll-cue="${end}"]`);
      if (row.scrollLeft + row.clientWidth < row.scrollWidth - 1 && !cue('end'))
        problems.push(`${describe(row)} scrolls to more items with no cue at its end`);
      if (row.scrollLeft > 1 && !cue('start'))
        problems.push(`${describe(row)} scrolls back to more items with no cue at its start`);
    }
    scrollTo(0, 0);
    return problems;
  });
}

async function walk(page: Page, pages: string[]) {
  const params = await seededParams();
  const quiet = settled(page);
  const failures: string[] = [];
  const covered: string[] = [];
  let first = true;
  for (const pattern of pages) {
    const url = urlFor(pattern, params);
    if (first) {
      await page.goto(url);
      first = false;
    } else {
      // A client-side navigation, as a link would make: the app is not loaded again.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    await quiet();
    const { path, overflow, culprits } = await measure(page);
    if (overflow > 0) failures.push(`${url} (at ${path}): ${overflow} px too wide — ${culprits.join(', ')}`);
    for (const problem of await hidden(page)) covered.push(`${url} (at ${path}): ${problem}`);
  }
  expect(failures, `pages wider than 375 px`).toEqual([]);
  expect(covered, `controls a phone hides`).toEqual([]);
}

test.describe('375 px: no page scrolls sideways', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('as a visitor', async ({ page }) => {
    await walk(page, pagesFor('visitor'));
  });

  for (const persona of ['pro', 'consultant', 'admin'] as const) {
    test.describe(() => {
      test.use({ storageState: storageStateFor(persona) });
      test(`as ${persona}`, async ({ page }) => {
        test.setTimeout(persona === 'pro' ? 240_000 : 60_000);
        await walk(page, pagesFor(persona));
      });
    });
  }
});
