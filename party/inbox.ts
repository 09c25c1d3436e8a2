import { Server } from 'partyserver';

/** One room per user: the user's own events (messages, lessons, invoices, payments). */
export class Inbox extends Server {
  static override options = { hibernate: true };
}
