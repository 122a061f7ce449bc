/**
 * Muting a player (POST /user/mutes/set). The answer is the player's mutes after the change,
 * written straight into the current user so every muted-player check sees it at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutesResponseSchema, type SetMuteBody } from '@/contracts/mutes';
import type { User } from '@/contracts/user';
import { apiRequest } from '@/shared/api/rest';
import { accountKeys } from '@/shared/session';

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
