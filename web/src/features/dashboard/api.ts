import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ratingKeys } from '../../lib/resources/rating';

export const fetchCalendarUrl = () => api.get('/calendar/url');
export const useMyRatings = (id: number) =>
  useQuery({
    queryKey: ratingKeys.byRater(id),
    queryFn: () => api.get('/rating/list/rater/:id', { params: { id }, query: { size: 100 } }),
  });
