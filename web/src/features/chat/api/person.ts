import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from '../lib/cache';

/** Who a first message goes to, as the conversation header shows a member: display name and photo. */
export const usePerson = (userId: number) =>
  useQuery({
    queryKey: chatKeys.person(userId),
    queryFn: () => api.get('/user/:id', { params: { id: userId } }),
    // admins read the whole account (its tutor part holds the display names); anyone else the public part
    select: (u) => ({ displayName: 'displayName' in u ? u.displayName : tutorDisplayName({ name: u.name, ...u.tutor }), image: u.image }),
    staleTime: 5 * 60_000,
  });
