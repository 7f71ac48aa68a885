import { doctorSearchResult } from '@arogya/contracts/doctors';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DoctorFilters = { search: string; location: string; language: string };

export const PAGE_SIZE = 24;

function searchUrl(filters: DoctorFilters, cursor: string | null) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.location) params.set('location', filters.location);
  if (filters.language && filters.language !== 'Any') params.set('language', filters.language);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/doctors?${params}`;
}

export const searchDoctorsQuery = (filters: DoctorFilters) =>
  infiniteQueryOptions({
    queryKey: ['doctors', 'search', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get(searchUrl(filters, pageParam), { schema: doctorSearchResult, auth: false, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSearchDoctors = (filters: DoctorFilters) =>
  useInfiniteQuery(searchDoctorsQuery(filters));
