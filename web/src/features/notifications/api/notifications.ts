import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../../../lib/resources/notification';

/** The latest ten, with the unread count. */
export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.all, queryFn: () => api.get('/notification/list', { query: { size: 10 } }) });
