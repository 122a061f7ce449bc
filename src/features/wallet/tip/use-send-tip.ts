/**
 * The tip mutation. A lost answer is retried with the same key (the server then replays rather
 * than sending twice); a success refreshes the current user, whose balances the app shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/shared/api/api-error';
import { accountKeys } from '@/shared/session';
import { sendTip } from './queries';

export function useSendTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTip,
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.current }),
  });
}
