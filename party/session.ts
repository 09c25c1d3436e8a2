import { Server } from 'partyserver';

/** One room per lesson or interview: join/leave, signalling, in-session chat. */
export class Session extends Server {
  static override options = { hibernate: true };
}
