import { API_PATHS, apiPath, type Paged, type ReportReplyView } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /report/reply/report/{reportId}`: the thread, oldest first (one page of the largest size). */
export function useReplies(reportId: number) {
  return useQuery({
    queryKey: ['reports', 'replies', reportId],
    queryFn: () => api.get<Paged<ReportReplyView>>(apiPath(API_PATHS.reportReply.ofReport, { reportId }), { query: { size: BOUNDS.pageSize.max } }),
    enabled: reportId > 0,
  });
}

/** `POST /report/reply`: admins always; the reporter while the report is unresolved. */
export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: number; message: string }) => api.post<ReportReplyView>(API_PATHS.reportReply.create, input),
    onSuccess: (reply) => Promise.all([
      client.invalidateQueries({ queryKey: ['reports', 'replies', reply.reportId] }),
      client.invalidateQueries({ queryKey: ['reports', 'one', reply.reportId] }),
      client.invalidateQueries({ queryKey: ['reports', 'list'] }),
    ]),
  });
}
