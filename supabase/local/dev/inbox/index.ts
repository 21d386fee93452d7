// The inbox as the gateway serves it under /inbox: a small HTML page for people and
// /inbox/api/messages?to=<email> (newest first) for tests.
import { Hono } from 'hono';
import type { DevAid } from '../../services.ts';
import { inboxDir, InboxStore, type StoredMail } from './store.ts';

/** Mail links are opened by people and tests read the JSON: neither has the project's key. */
export const inbox: DevAid = {
  prefix: '/inbox',
  keyless: true,
  create: (ctx) => createInboxApp(ctx.config.dataDir),
};

function createInboxApp(dataDir: string): Hono {
  const store = new InboxStore(inboxDir(dataDir));
  const app = new Hono();

  app.get('/api/messages', async (c) => {
    const messages = await store.list({ to: c.req.query('to') });
    return c.json({ messages });
  });

  app.get('/', async (c) => {
    const to = c.req.query('to');
    const messages = await store.list({ to });
    return c.html(renderPage(messages, to));
  });

  return app;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Escapes the body and turns its URLs into links. */
export function renderBody(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (escapedUrl) => {
    const url = escapedUrl.replace(/[.,;:!?)\]]+$/, '');
    const rest = escapedUrl.slice(url.length);
    // `url` is already escaped, which is also what an attribute needs.
    return `<a href="${url}">${url}</a>${rest}`;
  });
}

function renderPage(messages: StoredMail[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · ${escapeHtml(m.created_at)}</p>
  <pre>${renderBody(m.text)}</pre>
</article>`,
    )
    .join('\n');
  const heading = to ? `Mail to ${escapeHtml(to)} <a href="?">(all)</a>` : 'Local inbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0 0 0.25rem; }
  .meta { color: #666; font-size: 0.85rem; margin: 0 0 0.5rem; }
  pre { white-space: pre-wrap; word-break: break-all; font-family: inherit; margin: 0; }
</style>
</head>
<body>
<h1>${heading}</h1>
<p class="meta">Mails the local stack would have sent, newest first. JSON: <a href="/inbox/api/messages">/inbox/api/messages?to=…</a></p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}
