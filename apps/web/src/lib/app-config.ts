import { appConfig } from '@arogya/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/config: public run-time settings (payment key, video link base). */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get('/api/config', { schema: appConfig, auth: false }),
    // The settings only change with a deploy.
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQuery());
