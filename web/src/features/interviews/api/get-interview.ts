import { typedApi } from '../../../lib/api';

/** One interview as its applicant, its interviewer or an admin sees it now. */
export const fetchInterview = (id: number) => typedApi.get('/interview/:id', { params: { id } });
