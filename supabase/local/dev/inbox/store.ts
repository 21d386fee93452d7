// The local mail inbox, as the Supabase CLI's mail catcher (Mailpit) keeps it: every message the
// stack's SMTP port accepts is stored under <dataDir>/inbox/ as its raw RFC 5322 text (<id>.eml)
// beside what was read from it (<id>.json: addresses, subject, text, HTML), so mails survive
// restarts and the Mailpit API, the /inbox page and tests read the same record.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/** An address as Mailpit's API writes it. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** What is kept of one message: Mailpit's message fields (its API answers with these names). */
export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** The Date header, else when it arrived (RFC 3339). */
  Date: string;
  /** When the inbox received it (RFC 3339). */
  Created: string;
  Text: string;
  HTML: string;
  Size: number;
  Attachments: number;
  ListUnsubscribe: { Header: string; Links: string[]; Errors: string; HeaderPost: string };
}

/** The older, flat view of a mail some tests read (one recipient, text, the links in it). */
export interface StoredMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  links: string[];
}

const URL_RE = /https?:\/\/[^\s<>"']+/g;

export function extractLinks(text: string): string[] {
  // A sentence's closing punctuation is not part of the link.
  return (text.match(URL_RE) ?? []).map((u) => u.replace(/[.,;:!?)\]]+$/, ''));
}

export function inboxDir(dataDir: string): string {
  return path.join(dataDir, 'inbox');
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((a) => a.value).map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' }));
}

// File names start with the time; two mails in one millisecond still get distinct, ordered names.
let lastStamp = 0;
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** Bcc recipients are only in the envelope: they are the envelope's recipients not in To or Cc. */
function bccOf(envelope: string[], to: MailAddress[], cc: MailAddress[]): MailAddress[] {
  const shown = new Set([...to, ...cc].map((a) => a.Address.toLowerCase()));
  return envelope.filter((a) => !shown.has(a.toLowerCase())).map((Address) => ({ Name: '', Address }));
}

export class InboxStore {
  constructor(private readonly dir: string) {}

  /** Stores a message as an SMTP client handed it over, with the envelope's recipients. */
  async receive(raw: Buffer, envelope: { from?: string; to: string[] } = { to: [] }): Promise<StoredMessage> {
    const parsed = await simpleParser(raw);
    const now = new Date(nextStamp());
    const to = addresses(parsed.to);
    const cc = addresses(parsed.cc);
    // mailparser structures List-* headers; Mailpit reports them as written.
    const header = (key: string) =>
      parsed.headerLines
        .find((h) => h.key === key)
        ?.line.replace(/^[^:]*:\s*/, '')
        .replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const unsubscribeHeader = header('list-unsubscribe');
    const message: StoredMessage = {
      ID: randomUUID(),
      MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
      From: addresses(parsed.from)[0] ?? null,
      To: to,
      Cc: cc,
      Bcc: bccOf(envelope.to, to, cc),
      ReplyTo: addresses(parsed.replyTo),
      ReturnPath: envelope.from ?? '',
      Subject: parsed.subject ?? '',
      Date: (parsed.date ?? now).toISOString(),
      Created: now.toISOString(),
      Text: parsed.text ?? '',
      HTML: typeof parsed.html === 'string' ? parsed.html : '',
      Size: raw.length,
      Attachments: parsed.attachments.length,
      ListUnsubscribe: {
        Header: unsubscribeHeader,
        Links: [...unsubscribeHeader.matchAll(/<([^>]+)>/g)].map((m) => m[1]!),
        Errors: '',
        HeaderPost: header('list-unsubscribe-post'),
      },
    };
    await mkdir(this.dir, { recursive: true });
    // Zero-padded epoch milliseconds first, so file names sort by arrival.
    const base = `${String(now.getTime()).padStart(15, '0')}-${message.ID}`;
    await writeFile(path.join(this.dir, `${base}.eml`), raw);
    await writeFile(path.join(this.dir, `${base}.json`), JSON.stringify(message, null, 2));
    return message;
  }

  private async names(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
  }

  /** Every message, newest first. */
  async messages(): Promise<StoredMessage[]> {
    const out: StoredMessage[] = [];
    for (const name of await this.names()) {
      const text = await readFile(path.join(this.dir, name), 'utf8').catch(() => '');
      try {
        out.push(JSON.parse(text) as StoredMessage);
      } catch {
        // a message being written right now
      }
    }
    return out;
  }

  async message(id: string): Promise<StoredMessage | null> {
    return (await this.messages()).find((m) => m.ID === id) ?? null;
  }

  async raw(id: string): Promise<Buffer | null> {
    const name = (await this.names()).find((n) => n.endsWith(`-${id}.json`));
    return name ? readFile(path.join(this.dir, name.replace(/\.json$/, '.eml'))).catch(() => null) : null;
  }

  /** Deletes the given messages, or every message when no ids are given. */
  async delete(ids?: string[]): Promise<void> {
    for (const name of await this.names()) {
      const id = name.slice(16, -'.json'.length);
      if (ids && ids.length > 0 && !ids.includes(id)) continue;
      await rm(path.join(this.dir, name), { force: true });
      await rm(path.join(this.dir, name.replace(/\.json$/, '.eml')), { force: true });
    }
  }

  /** The flat view, newest first; `to` matches a recipient case-insensitively. */
  async list(filter: { to?: string } = {}): Promise<StoredMail[]> {
    const to = filter.to?.trim().toLowerCase();
    const recipient = (m: StoredMessage) =>
      [...m.To, ...m.Cc, ...m.Bcc].find((a) => !to || a.Address.toLowerCase() === to);
    return (await this.messages())
      .filter((m) => !to || recipient(m))
      .map((m) => ({
        id: m.ID,
        from: m.From ? (m.From.Name ? `${m.From.Name} <${m.From.Address}>` : m.From.Address) : '',
        to: recipient(m)?.Address ?? '',
        subject: m.Subject,
        text: m.Text,
        created_at: m.Created,
        links: extractLinks(m.Text),
      }));
  }
}
