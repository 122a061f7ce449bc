import { queryOptions } from '@tanstack/react-query';
import { publicProfileSchema } from '@/contracts/profile';
import { apiRequest } from '@/shared/api/rest';

export function publicProfileQuery(name: string) {
  return queryOptions({
    queryKey: ['account', 'profile', name.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/users/${encodeURIComponent(name)}/profile`, {
        schema: publicProfileSchema,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}
