/**
 * One staff action as a mutation: on success the dialog closes, the chat list is corrected at
 * once (the server's `delete_message` / `delete_all_messages` follows for everyone else) and a
 * toast confirms; on failure the server's own words show in a toast (spec part 1 §8) and the
 * dialog stays open so the moderator can try again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@/contracts/chat';
import { useErrorText } from '@/shared/api/use-error-text';
import { showToast } from '@/shared/ui/toast';
import { chatKeys } from '../messages/queries';

export interface StaffActionOptions<Body, Result> {
  call: (body: Body) => Promise<Result>;
  /** How the chat list changes once the call succeeded (nothing for a mute). */
  edit?: (list: readonly ChatMessage[], result: Result) => ChatMessage[];
  /** The confirmation toast's text. */
  done: (result: Result) => string;
  onDone: () => void;
}

export function useStaffAction<Body, Result>(options: StaffActionOptions<Body, Result>) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { call, edit, done, onDone } = options;
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (edit)
        queryClient.setQueryData<ChatMessage[]>(chatKeys.latest, (list) =>
          list ? edit(list, result) : list,
        );
      onDone();
      void showToast({ kind: 'success', message: done(result) });
    },
    onError: (error) => void showToast({ kind: 'error', message: errorText(error) }),
  });
}
