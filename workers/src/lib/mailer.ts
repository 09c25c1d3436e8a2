import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Several mails are recorded in one statement: a booking's two mails cost one round trip, not two. */
  send(...mails: Mail[]): Promise<void>;
}

const outboxRows = (mails: Mail[], createdAt: number, sentAt?: number) =>
  mails.map((m) => ({ channel: 'email' as const, to: m.to, subject: m.subject, body: m.text, createdAt, sentAt }));

/** Local and test mail: kept in the outbox table and shown on the development mailbox page. */
export function outboxMailer(db: Db, now: () => number): Mailer {
  return {
    async send(...mails) {
      if (mails.length) await db.insert(outbox).values(outboxRows(mails, now()));
    },
  };
}

/**
 * Production mail through an HTTP email API (`EMAIL_API_URL`, bearer `EMAIL_API_KEY`, JSON `{from, to, subject, text}`),
 * recorded in the outbox with the time it was handed over.
 */
export function httpMailer(db: Db, now: () => number, opts: { url: string; apiKey: string; from: string }): Mailer {
  return {
    async send(...mails) {
      const handed = await Promise.allSettled(
        mails.map(async (mail) => {
          const res = await fetch(opts.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
            body: JSON.stringify({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text }),
          });
          if (!res.ok) throw new Error(`email API answered ${res.status}`);
          return mail;
        }),
      );
      // the mails handed over are recorded even when another one was refused
      const sent = handed.flatMap((h) => (h.status === 'fulfilled' ? [h.value] : []));
      const t = now();
      if (sent.length) await db.insert(outbox).values(outboxRows(sent, t, t));
      const refused = handed.find((h) => h.status === 'rejected');
      if (refused) throw refused.reason;
    },
  };
}
