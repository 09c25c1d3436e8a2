import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One interview as its applicant, its interviewer or an admin sees it now. */
export const fetchInterview = (id: number) => api.get('/interview/:id', { params: { id } });

export const interviewQuery = (id: number) => queryOptions({ queryKey: ['interviews', 'one', id], queryFn: () => fetchInterview(id) });
