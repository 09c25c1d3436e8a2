import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const progressKeys = {
  mine: ['progress'] as const,
  student: (id: number) => ['progress', 'student', id] as const,
};

/** `GET /progress`: the signed-in student's own figures. */
export const progressQuery = () => queryOptions({ queryKey: progressKeys.mine, queryFn: () => api.get('/progress') });

/** `GET /progress/student/{id}`: a student's figures for a tutor who has taught them. */
export const studentProgressQuery = (id: number) =>
  queryOptions({ queryKey: progressKeys.student(id), queryFn: () => api.get('/progress/student/:id', { params: { id } }) });
