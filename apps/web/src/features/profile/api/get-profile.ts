import { userProfile } from '@arogya/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyProfile = () => api.get('/api/users/profile/me', { schema: userProfile });

export const myProfileQuery = () =>
  queryOptions({ queryKey: ['users', 'profile', 'me'], queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQuery());
