// The local mail inbox: every mail the stack "sends" is a JSON file under <dataDir>/inbox/, so mails
// survive restarts and tests can read them without an SMTP server.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; URLs in it are shown as links on the inbox page. */
  text: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  /** ISO timestamp. */
  created_at: string;
  /** Every http(s) URL in the body, in order: what a test or a person clicks. */
  links: string[];
}

const FROM = 'Local Auth <noreply@localhost>';
const URL_RE = /https?:\/\/[^\s<>"']+/g;

export function extractLinks(text: string): string[] {
  // A sentence's closing punctuation is not part of the link.
  return (text.match(URL_RE) ?? []).map((u) => u.replace(/[.,;:!?)\]]+$/, ''));
}

// File names start with the time; two mails in one millisecond still get distinct, ordered names.
let lastStamp = 0;
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

export function inboxDir(dataDir: string): string {
  return path.join(dataDir, 'inbox');
}

export class InboxStore {
  constructor(private readonly dir: string) {}

  async send(mail: OutgoingMail): Promise<StoredMail> {
    const now = new Date(nextStamp());
    const stored: StoredMail = {
      id: randomUUID(),
      from: FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      created_at: now.toISOString(),
      links: extractLinks(mail.text),
    };
    await mkdir(this.dir, { recursive: true });
    // Zero-padded epoch milliseconds first, so file names sort by time.
    const name = `${String(now.getTime()).padStart(15, '0')}-${stored.id}.json`;
    await writeFile(path.join(this.dir, name), JSON.stringify(stored, null, 2));
    return stored;
  }

  /** Newest first; `to` matches the recipient case-insensitively. */
  async list(filter: { to?: string } = {}): Promise<StoredMail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const files = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    const to = filter.to?.trim().toLowerCase();
    const mails: StoredMail[] = [];
    for (const name of files) {
      const mail = parseMail(await readFile(path.join(this.dir, name), 'utf8').catch(() => ''));
      if (mail && (!to || mail.to.toLowerCase() === to)) mails.push(mail);
    }
    return mails;
  }
}

function parseMail(json: string): StoredMail | null {
  try {
    const v = JSON.parse(json) as Partial<StoredMail>;
    if (typeof v.id !== 'string' || typeof v.to !== 'string' || typeof v.text !== 'string') return null;
    return {
      id: v.id,
      from: typeof v.from === 'string' ? v.from : FROM,
      to: v.to,
      subject: typeof v.subject === 'string' ? v.subject : '',
      text: v.text,
      created_at: typeof v.created_at === 'string' ? v.created_at : '',
      links: Array.isArray(v.links)
        ? v.links.filter((l): l is string => typeof l === 'string')
        : extractLinks(v.text),
    };
  } catch {
    return null;
  }
}
