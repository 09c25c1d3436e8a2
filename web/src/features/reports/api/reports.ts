import { API_PATHS, apiPath, type Paged, type ReportView } from '@kalam/core/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

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

/** `GET /report/list`: the caller's own reports (every report for admins), newest first. */
export function useReports(filters: ReportFilters, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'list', filters],
    queryFn: () => api.get<Paged<ReportView>>(API_PATHS.report.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /report/{id}`: its reporter and admins. */
export function useReport(id: number) {
  return useQuery({
    queryKey: ['reports', 'one', id],
    queryFn: () => api.get<ReportView>(apiPath(API_PATHS.report.byId, { id })),
    enabled: id > 0,
    retry: false,
  });
}

/** `POST /report`: about a lesson (`lessonId`) and/or a person (`reportedId`). */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => api.post<ReportView>(API_PATHS.report.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** `PUT /report/{id}` with `resolved` (admins resolve or reopen). */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      api.put<ReportView>(apiPath(API_PATHS.report.byId, { id }), { resolved }),
    onSuccess: (report) => (
      client.setQueryData(['reports', 'one', report.id], report), client.invalidateQueries({ queryKey: ['reports', 'list'] })
    ),
  });
}

/** `DELETE /report/{id}`: the report and its thread. */
export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<ReportView>(apiPath(API_PATHS.report.byId, { id })),
    // the open thread closes by itself (the screen's onDeleted); only the lists change
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports', 'list'] }),
  });
}
