/**
 * Marks a game as a favorite or not (GameToggleFavorite). The heart changes at once: the
 * favorites cache is updated before the server answers and restored if the call fails, with
 * the failure shown in a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { GAME_TOGGLE_FAVORITE_MUTATION } from '@/contracts/catalogue-graphql';
import { graphqlRequest } from '@/shared/api/graphql';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { catalogueKeys } from './queries';
import { toggledFavorites } from './toggled-favorites';

const resultSchema = z.object({
  gameToggleFavorite: z.object({ identifier: z.string(), isFavorite: z.boolean() }),
});

export interface FavoriteToggle {
  identifier: string;
  isFavorite: boolean;
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const key = catalogueKeys.favorites(user?.id ?? '');
  return useMutation({
    mutationFn: ({ identifier, isFavorite }: FavoriteToggle) =>
      graphqlRequest(GAME_TOGGLE_FAVORITE_MUTATION, resultSchema, {
        gameIdentifier: identifier,
        isFavorite,
      }),
    onMutate: async ({ identifier, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (current) =>
        toggledFavorites(current ?? [], identifier, isFavorite),
      );
      return { previous };
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
      void showToast({ kind: 'error', message: errorText(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
