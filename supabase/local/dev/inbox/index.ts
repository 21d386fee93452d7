// The inbox as the gateway serves it under /inbox: a page for people, and the API of Mailpit (the
// Supabase CLI's mail catcher) under /inbox/api/v1 for tests and tools: list, search, read and
// delete messages. Mail arrives over SMTP (smtp.ts), from the auth service and from functions.
import { Hono, type Context } from 'hono';
import type { DevAid } from '../../services.ts';
import { inboxDir, InboxStore, type MailAddress, type StoredMessage } from './store.ts';

/** Mail links are opened by people and tests read the JSON: neither has the project's key. */
export const inbox: DevAid = {
  prefix: '/inbox',
  keyless: true,
  create: (ctx) => createInboxApp(new InboxStore(inboxDir(ctx.config.dataDir))),
};

/** Mailpit's MessageSummary. */
function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: false,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    Subject: m.Subject,
    Created: m.Created,
    Username: '',
    Tags: [] as string[],
    Size: m.Size,
    Attachments: m.Attachments,
    Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

/** Mailpit's Message (the inbox keeps no attachment parts, so both lists are empty). */
function fullMessage(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    ReturnPath: m.ReturnPath,
    Subject: m.Subject,
    ListUnsubscribe: m.ListUnsubscribe,
    Date: m.Date,
    Tags: [] as string[],
    Username: '',
    Text: m.Text,
    HTML: m.HTML,
    Size: m.Size,
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit's search words: `to:`, `from:`, `cc:`, `bcc:`, `reply-to:`, `addressed:`,
 * `subject:`, `message-id:`, plain words (anywhere), "quoted phrases", `-` or `!` to negate. */
export function matchesSearch(m: StoredMessage, query: string): boolean {
  const words = query.match(/[-!]?(?:[\w-]+:)?"[^"]*"|\S+/g) ?? [];
  const list = (as: MailAddress[]) =>
    as
      .map((a) => `${a.Name} <${a.Address}>`)
      .join(', ')
      .toLowerCase();
  return words.every((raw) => {
    const negate = raw.startsWith('-') || raw.startsWith('!');
    const word = negate ? raw.slice(1) : raw;
    const m2 = /^([\w-]+):(.*)$/.exec(word);
    const prefix = m2?.[1]?.toLowerCase();
    const value = (m2 && prefix && FIELDS.has(prefix) ? m2[2]! : word).replace(/^"|"$/g, '').toLowerCase();
    const from = m.From ? list([m.From]) : '';
    let hit: boolean;
    switch (m2 && prefix && FIELDS.has(prefix) ? prefix : null) {
      case 'to':
        hit = list(m.To).includes(value);
        break;
      case 'from':
        hit = from.includes(value);
        break;
      case 'cc':
        hit = list(m.Cc).includes(value);
        break;
      case 'bcc':
        hit = list(m.Bcc).includes(value);
        break;
      case 'reply-to':
        hit = list(m.ReplyTo).includes(value);
        break;
      case 'addressed':
        hit = [list(m.To), list(m.Cc), list(m.Bcc), list(m.ReplyTo), from].some((s) => s.includes(value));
        break;
      case 'subject':
        hit = m.Subject.toLowerCase().includes(value);
        break;
      case 'message-id':
        hit = m.MessageID.toLowerCase() === value;
        break;
      default:
        hit = [m.Subject, m.Text, from, list(m.To), list(m.Cc)].some((s) => s.toLowerCase().includes(value));
    }
    return negate ? !hit : hit;
  });
}

const FIELDS = new Set(['to', 'from', 'cc', 'bcc', 'reply-to', 'addressed', 'subject', 'message-id']);

function createInboxApp(store: InboxStore): Hono {
  const app = new Hono();

  const page = (c: Context, all: StoredMessage[]) => {
    const start = Math.max(0, Number.parseInt(c.req.query('start') ?? '', 10) || 0);
    const limitRaw = Number.parseInt(c.req.query('limit') ?? '', 10);
    const limit = Number.isInteger(limitRaw) && limitRaw > -1 ? limitRaw : 50;
    const messages = limit === 0 ? all.slice(start) : all.slice(start, start + limit);
    return { start, messages: messages.map(summary) };
  };
  const listing = (c: Context, total: number, matched: StoredMessage[]) => {
    const { start, messages } = page(c, matched);
    return c.json({
      total,
      unread: total,
      count: messages.length,
      messages_count: matched.length,
      messages_unread: matched.length,
      start,
      tags: [],
      messages,
    });
  };
  const search = async (c: Context) => {
    const query = (c.req.query('query') ?? '').trim();
    return (await store.messages()).filter((m) => matchesSearch(m, query));
  };
  // Mailpit answers 404 with this text, and 400 with the error's text.
  const notFound = (c: Context) => c.text('404 page not found', 404);
  /** The message an id names; `latest` is the newest (matching ?query= when given). */
  const resolve = async (c: Context): Promise<StoredMessage | null | 'none'> => {
    const id = c.req.param('id')!;
    if (id !== 'latest') return store.message(id);
    const query = (c.req.query('query') ?? '').trim();
    const all = query ? await search(c) : await store.messages();
    return all[0] ?? 'none';
  };

  app.get('/api/v1/messages', async (c) => {
    const all = await store.messages();
    return listing(c, all.length, all);
  });
  app.delete('/api/v1/messages', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { IDs?: unknown };
    const ids = Array.isArray(body.IDs) ? body.IDs.filter((v): v is string => typeof v === 'string') : [];
    await store.delete(ids);
    return c.text('ok');
  });
  app.get('/api/v1/search', async (c) => {
    if (!(c.req.query('query') ?? '').trim()) return c.text('Error: no search query', 400);
    return listing(c, (await store.messages()).length, await search(c));
  });
  app.delete('/api/v1/search', async (c) => {
    if (!(c.req.query('query') ?? '').trim()) return c.text('Error: no search query', 400);
    const ids = (await search(c)).map((m) => m.ID);
    if (ids.length > 0) await store.delete(ids);
    return c.text('ok');
  });
  app.get('/api/v1/message/:id', async (c) => {
    const m = await resolve(c);
    if (m === 'none') return c.text('Message not found', 404);
    return m ? c.json(fullMessage(m)) : notFound(c);
  });
  app.get('/api/v1/message/:id/raw', async (c) => {
    const m = await resolve(c);
    if (m === 'none') return c.text('Message not found', 404);
    const raw = m ? await store.raw(m.ID) : null;
    return raw
      ? c.body(raw.toString('utf8'), 200, { 'Content-Type': 'text/plain; charset=utf-8' })
      : notFound(c);
  });
  app.get('/api/v1/message/:id/headers', async (c) => {
    const m = await resolve(c);
    if (m === 'none') return c.text('Message not found', 404);
    const raw = m ? await store.raw(m.ID) : null;
    return raw ? c.json(parseHeaders(raw.toString('utf8'))) : notFound(c);
  });
  app.get('/api/v1/info', async (c) => {
    const all = await store.messages();
    return c.json({
      Version: 'canopy-local',
      LatestVersion: '',
      Database: '',
      DatabaseSize: all.reduce((n, m) => n + m.Size, 0),
      Messages: all.length,
      Unread: all.length,
      Tags: {},
      RuntimeStats: {},
    });
  });

  app.get('/', async (c) => {
    const to = c.req.query('to');
    const all = await store.messages();
    const shown = to ? all.filter((m) => matchesSearch(m, `to:"${to.replaceAll('"', '')}"`)) : all;
    return c.html(renderPage(shown, to));
  });

  return app;
}

/** Header fields as Go's net/mail reads them: canonical names, each with its values in order. */
function parseHeaders(raw: string): Record<string, string[]> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const out: Record<string, string[]> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line
      .slice(0, i)
      .trim()
      .toLowerCase()
      .replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => dash + ch.toUpperCase());
    (out[name] ??= []).push(line.slice(i + 1).trim());
  }
  return out;
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

const addressText = (as: MailAddress[]) => as.map((a) => a.Address).join(', ');

function renderPage(messages: StoredMessage[], to: string | undefined): string {
  const items = messages
    .map((m) => {
      const recipients = addressText([...m.To, ...m.Cc]);
      const first = m.To[0]?.Address ?? '';
      // A mail's HTML is shown sandboxed: no scripts, no access to this origin.
      const html = m.HTML
        ? `<details><summary>HTML version</summary><iframe title="HTML version of ${escapeHtml(m.Subject)}" sandbox srcdoc="${escapeHtml(m.HTML)}"></iframe></details>`
        : '';
      return `<article>
  <h2>${escapeHtml(m.Subject || '(no subject)')}</h2>
  <p class="meta">From ${escapeHtml(m.From?.Address ?? '')} · To <a href="?to=${encodeURIComponent(first)}">${escapeHtml(recipients)}</a> · ${escapeHtml(m.Created)} · <a href="/inbox/api/v1/message/${m.ID}/raw">raw</a></p>
  <pre>${renderBody(m.Text)}</pre>
  ${html}
</article>`;
    })
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
  .meta { color: #595959; font-size: 0.85rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; margin: 0; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #ddd; border-radius: 4px; margin-top: 0.5rem; }
</style>
</head>
<body>
<h1>${heading}</h1>
<p class="meta">Mail sent through the local stack's SMTP port, newest first. Mailpit's API: <a href="/inbox/api/v1/messages">/inbox/api/v1/messages</a>, <code>/inbox/api/v1/search?query=to:…</code>, <code>/inbox/api/v1/message/latest</code>.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}
