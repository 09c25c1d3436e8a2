import { Server } from 'partyserver';
import type { Env } from '../workers/src/env';
import { PUBLISH_PATH } from '../workers/src/lib/realtime';

/** One room per topic (tutors cache, admin invoices, server stats); who may join is checked by the router. */
export class Channel extends Server<Env> {
  static override options = { hibernate: true };

  override async onRequest(request: Request) {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== PUBLISH_PATH) return new Response('Not found', { status: 404 });
    this.broadcast(await request.text());
    return new Response(null, { status: 204 });
  }
}
