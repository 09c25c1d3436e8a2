import { api } from '../../lib/api';

export const fetchCalendarUrl = () => api.get('/calendar/url');
