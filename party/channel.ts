import { Server } from 'partyserver';

/** Topic rooms by role: tutors cache, admin invoices, server stats. */
export class Channel extends Server {
  static override options = { hibernate: true };
}
