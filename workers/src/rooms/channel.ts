import { type Connection, Server } from 'partyserver';
import type { Env } from '../env';
import { PUBLISH_PATH } from '../lib/realtime';
import { REQUEST_COUNTS_PATH } from '../lib/request-stats';
import { parseCounts, ServerStats } from './server-stats';

/**
 * One room per topic (tutors cache, admin invoices, server stats); who may join is checked by the router. The
 * server-stats room also takes the Worker's request counts and sends admins a reading every few seconds.
 */
export class Channel extends Server<Env> {
  static override options = { hibernate: true };
  private serverStats: ServerStats | undefined;

  /** Only the server-stats room has stats; the other topics only relay what services publish. */
  private get stats(): ServerStats | undefined {
    if (this.name !== 'server-stats') return undefined;
    return (this.serverStats ??= new ServerStats(this, this.ctx.storage, this.env));
  }

  override async onConnect(connection: Connection) {
    await this.stats?.welcome(connection, Date.now());
  }

  override async onAlarm() {
    await this.stats?.tick(Date.now());
  }

  override async onRequest(request: Request) {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === PUBLISH_PATH) {
      this.broadcast(await request.text());
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST' && url.pathname === REQUEST_COUNTS_PATH && this.stats) {
      const counts = parseCounts(await request.json().catch(() => null));
      if (!counts) return new Response('Bad request', { status: 400 });
      this.stats.record(counts, Date.now());
      return new Response(null, { status: 204 });
    }
    return new Response('Not found', { status: 404 });
  }
}
