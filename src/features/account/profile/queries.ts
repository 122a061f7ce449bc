/**
 * The profile dialog's data: a player's public profile (GET /users/:name/profile), and muting a
 * player (POST /user/mutes/set). A mute's answer is the player's mutes after the change, written
 * straight into the current user so every muted-player check sees it at once.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mutesResponseSchema, type SetMuteBody } from '@/contracts/mutes';
import { publicProfileSchema } from '@/contracts/profile';
import type { User } from '@/contracts/user';
import { apiRequest } from '@/shared/api/rest';
import { accountKeys } from '@/shared/session';

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

export function setMute(body: SetMuteBody) {
  return apiRequest('/user/mutes/set', { method: 'POST', body, schema: mutesResponseSchema });
}

export function useSetMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMute,
    onSuccess: ({ mutes }) => {
      queryClient.setQueryData<User | null>(accountKeys.current, (user) =>
        user ? { ...user, mutes } : user,
      );
    },
  });
}
