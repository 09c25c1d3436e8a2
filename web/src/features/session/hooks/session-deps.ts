import { createContext, useContext } from 'react';
import { browserMedia, type MediaEnv } from '../lib/media';
import { partySessionSocket, type SessionSocketFactory } from '../lib/session-socket';
import { type StartVideoCall, startVideoCall } from '../lib/video';

/** What the lesson page needs from the outside world: the browser's in the app, fakes in tests. */
export interface SessionDeps {
  connect: SessionSocketFactory;
  media: MediaEnv;
  startVideo: StartVideoCall;
  /** how often the call pings the room to tell a live connection from a silent one */
  pingIntervalMs: number;
}

export const defaultSessionDeps: SessionDeps = {
  connect: partySessionSocket,
  media: browserMedia,
  startVideo: startVideoCall,
  pingIntervalMs: 10_000,
};

export const SessionDepsContext = createContext<SessionDeps>(defaultSessionDeps);

export const useSessionDeps = () => useContext(SessionDepsContext);
