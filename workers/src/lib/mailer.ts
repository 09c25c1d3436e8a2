import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Local and test mail: kept in the outbox table and shown on the development mailbox page. */
export function outboxMailer(db: Db, now: () => number): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ channel: 'email', to: mail.to, subject: mail.subject, body: mail.text, createdAt: now() });
    },
  };
}

/**
 * Production mail through an HTTP email API (`EMAIL_API_URL`, bearer `EMAIL_API_KEY`, JSON `{from, to, subject, text}`),
 * recorded in the outbox with the time it was handed over.
 */
export function httpMailer(db: Db, now: () => number, opts: { url: string; apiKey: string; from: string }): Mailer {
  return {
    async send(mail) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text }),
      });
      if (!res.ok) throw new Error(`email API answered ${res.status}`);
      const t = now();
      await db.insert(outbox).values({ channel: 'email', to: mail.to, subject: mail.subject, body: mail.text, createdAt: t, sentAt: t });
    },
  };
}
