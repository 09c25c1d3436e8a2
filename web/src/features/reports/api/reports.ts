import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const reportKeys = {
  all: ['reports'] as const,
  lists: ['reports', 'list'] as const,
  list: (filters: ReportFilters) => ['reports', 'list', filters] as const,
  one: (id: number) => ['reports', 'one', id] as const,
  replies: (reportId: number) => ['reports', 'replies', reportId] as const,
};

export interface ReportInput {
  title: string;
  /** HTML the server sanitises (see lib/message-text) */
  message: string;
  reportedId?: number;
  lessonId?: number;
}

export interface ReportFilters {
  page: number;
  size: number;
  resolved?: boolean;
}

/** A query-string flag as the text its schema names. */

/** `GET /report/list`: the caller's own reports (every report for admins), newest first. */
export const reportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.list(filters),
    queryFn: () => api.get('/report/list', { query: filters }),
  });

export const useReports = (filters: ReportFilters, enabled = true) =>
  useQuery({ ...reportsQuery(filters), placeholderData: keepPreviousData, enabled });

/** `GET /report/{id}`: its reporter and admins. */
export const reportQuery = (id: number) =>
  queryOptions({ queryKey: reportKeys.one(id), queryFn: () => api.get('/report/:id', { params: { id } }) });

export const useReport = (id: number) => useQuery({ ...reportQuery(id), enabled: id > 0, retry: false });

/** `POST /report`: about a lesson (`lessonId`) and/or a person (`reportedId`). */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => api.post('/report', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** `PUT /report/{id}` with `resolved` (admins resolve or reopen). */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) => api.put('/report/:id', { params: { id }, body: { resolved } }),
    onSuccess: (report) => (
      client.setQueryData(reportKeys.one(report.id), report), client.invalidateQueries({ queryKey: reportKeys.lists })
    ),
  });
}

/** `DELETE /report/{id}`: the report and its thread. */
export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/report/:id', { params: { id } }),
    // the open thread closes by itself (the screen's onDeleted); only the lists change
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.lists }),
  });
}
