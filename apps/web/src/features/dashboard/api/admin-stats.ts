import { adminStats } from '@arogya/contracts/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => api.get('/api/admin/stats', { schema: adminStats, signal }),
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
