import { NOTEBOOK_FRAGMENT } from '@kalam/core/notebook';
import { useEffect, useRef, useState } from 'react';
import YProvider from 'y-partyserver/provider';
import { Doc, type XmlFragment } from 'yjs';
import { useSession } from '../../../lib/session';

export type NotebookConnection = 'connecting' | 'connected' | 'offline';

/**
 * A lesson's or an interview's notebook document, kept in sync with its room (`notebook/<room>`, core's
 * notebookRoomName) while the page is open. Edits made offline stay in the document and are merged when the socket
 * opens again; a new token is used at the next connect.
 */
export function useNotebook(room: string): {
  fragment: XmlFragment | null;
  connection: NotebookConnection;
  synced: boolean;
} {
  const { token } = useSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [fragment, setFragment] = useState<XmlFragment | null>(null);
  const [connection, setConnection] = useState<NotebookConnection>('connecting');
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    const doc = new Doc();
    const provider = new YProvider(window.location.host, room, doc, {
      party: 'notebook',
      protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
      params: () => ({ token: tokenRef.current }),
      // the room is the only way between members, so what it refuses to a member is refused everywhere
      disableBc: true,
    });
    provider.on('status', ({ status }: { status: string }) =>
      setConnection(status === 'connected' ? 'connected' : status === 'connecting' ? 'connecting' : 'offline'),
    );
    provider.on('sync', (isSynced: boolean) => setSynced(isSynced));
    // a phone that loses its network may keep a dead socket for minutes: drop it at once and keep writing locally
    // (its close waits on the network, so the page says offline at once)
    const offline = () => {
      provider.disconnect();
      setConnection('offline');
    };
    const online = () => void provider.connect();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    setFragment(doc.getXmlFragment(NOTEBOOK_FRAGMENT));
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      provider.destroy();
      doc.destroy();
      setFragment(null);
      setSynced(false);
    };
  }, [room]);

  return { fragment, connection, synced };
}
