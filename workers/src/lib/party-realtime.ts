import type { ServerEvent } from '@kalam/core/realtime';
import { getServerByName } from 'partyserver';
import { PUBLISH_PATH, type Realtime } from './realtime';
import { REQUEST_COUNTS_PATH, type RequestCounts } from './request-stats';

interface RoomNamespaces {
  Inbox: DurableObjectNamespace;
  Channel: DurableObjectNamespace;
}

/** In the Worker: each event is posted to the rooms' internal publish endpoint, which sends it to every open socket. */
export function partyRealtime(env: RoomNamespaces): Realtime {
  const post = async (namespace: DurableObjectNamespace, name: string, event: ServerEvent) => {
    const stub = await getServerByName(namespace as never, name);
    const res = await stub.fetch(new Request(`https://rooms.internal${PUBLISH_PATH}`, { method: 'POST', body: JSON.stringify(event) }));
    if (!res.ok) throw new Error(`publish to ${name} answered ${res.status}`);
  };
  return {
    async toUsers(userIds, event) {
      await Promise.all([...new Set(userIds)].map((id) => post(env.Inbox, String(id), event)));
    },
    async toChannel(topic, event) {
      await post(env.Channel, topic, event);
    },
  };
}

/** In the Worker: one isolate's request counts go to the server-stats room, which sums them per minute for admins. */
export async function sendRequestCounts(channels: DurableObjectNamespace, counts: RequestCounts): Promise<void> {
  const stub = await getServerByName(channels as never, 'server-stats');
  const res = await stub.fetch(
    new Request(`https://rooms.internal${REQUEST_COUNTS_PATH}`, { method: 'POST', body: JSON.stringify(counts) }),
  );
  if (!res.ok) throw new Error(`request counts answered ${res.status}`);
}
