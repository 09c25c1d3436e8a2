import type { CurrentUser } from '@kalam/core/api';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { userTimeZone } from '../../../lib/format';
import { updateSessionUser } from '../../../lib/session';

/** Keeps the account's zone the browser's, so lesson mails show the times this person reads on screen. */
export function useTimeZoneSync(user: CurrentUser | null | undefined) {
  const zone = userTimeZone();
  useEffect(() => {
    if (!user?.timeZone || user.timeZone === zone) return;
    // best effort: a failure only leaves mails in the previous zone until the next visit
    api.put('/user/:id', { params: { id: user.id }, body: { timeZone: zone } }).then(updateSessionUser, () => {});
  }, [user?.id, user?.timeZone, zone]);
}
