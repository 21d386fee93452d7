// Reading the inbox through its Mailpit API, as the integration and e2e tests do: the mails to one
// address (exactly that address: Mailpit's `to:` matches any part of it), newest first, with the
// links in their text.
import { extractLinks } from './store.ts';

export interface InboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

interface Summary {
  ID: string;
  To: Array<{ Address: string }>;
  Cc: Array<{ Address: string }>;
  Bcc: Array<{ Address: string }>;
}

export async function mailsTo(apiUrl: string, to: string): Promise<InboxMail[]> {
  const query = encodeURIComponent(`to:"${to.replaceAll('"', '')}"`);
  const res = await fetch(`${apiUrl}/inbox/api/v1/search?query=${query}&limit=0`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  const { messages } = (await res.json()) as { messages: Summary[] };
  const exact = messages.filter((m) =>
    [...m.To, ...m.Cc, ...m.Bcc].some((a) => a.Address.toLowerCase() === to.toLowerCase()),
  );
  return Promise.all(
    exact.map(async ({ ID }) => {
      const m = (await (await fetch(`${apiUrl}/inbox/api/v1/message/${ID}`)).json()) as {
        Subject: string;
        Text: string;
      };
      return { to, subject: m.Subject, text: m.Text, links: extractLinks(m.Text) };
    }),
  );
}
