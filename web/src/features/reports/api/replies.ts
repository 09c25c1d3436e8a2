import { BOUNDS } from '@kalam/core/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './reports';

/** `GET /report/reply/report/{reportId}`: the thread, oldest first (one page of the largest size). */
export const repliesQuery = (reportId: number) =>
  queryOptions({
    queryKey: reportKeys.replies(reportId),
    queryFn: () => api.get('/report/reply/report/:reportId', { params: { reportId }, query: { size: BOUNDS.pageSize.max } }),
  });

export const useReplies = (reportId: number) => useQuery({ ...repliesQuery(reportId), enabled: reportId > 0 });

const refreshThread = (client: ReturnType<typeof useQueryClient>, reportId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: reportKeys.replies(reportId) }),
    client.invalidateQueries({ queryKey: reportKeys.one(reportId) }),
    client.invalidateQueries({ queryKey: reportKeys.lists }),
  ]);

/** `POST /report/reply`: admins always; the reporter while the report is unresolved. */
export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: number; message: string }) => api.post('/report/reply', { body: input }),
    onSuccess: (reply) => refreshThread(client, reply.reportId),
  });
}

/** `PUT /report/reply/{id}`: its author (the reporter only while the report is open). */
export function useUpdateReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) => api.put('/report/reply/:id', { params: { id }, body: { message } }),
    onSuccess: (reply) => refreshThread(client, reply.reportId),
  });
}

/** `DELETE /report/reply/{id}`: its author, or any admin. */
export function useDeleteReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/report/reply/:id', { params: { id } }),
    onSuccess: (reply) => refreshThread(client, reply.reportId),
  });
}
