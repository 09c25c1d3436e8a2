import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from '../lib/cache';

/** Unread messages across the viewer's rooms; the inbox socket's message events fetch it again. */
export const useUnreadMessages = (enabled = true) =>
  useQuery({ queryKey: chatKeys.unread, queryFn: () => api.get('/chat/unread'), select: (r) => r.unread, enabled });
