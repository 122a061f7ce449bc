/**
 * The random game button (spec part 1 §7 'Games'): TPGamesFeelingLucky for this device, always
 * from the network, then the first game's page. A failure (or no game at all) is a toast.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { TP_GAMES_FEELING_LUCKY_QUERY } from '@/contracts/catalogue-graphql';
import { gameLink } from '@/contracts/game-link';
import { graphqlRequest } from '@/shared/api/graphql';
import { showToast } from '@/shared/ui/toast';
import { currentDeviceClass } from './use-device-class';

const resultSchema = z.object({ tpGames: z.array(z.object({ identifier: z.string() })) });

export function useFeelingLucky() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { tpGames } = await graphqlRequest(TP_GAMES_FEELING_LUCKY_QUERY, resultSchema, {
        device: currentDeviceClass(),
      });
      const first = tpGames[0];
      if (!first) throw new Error('No game to pick');
      return first.identifier;
    },
    onSuccess: (identifier) => {
      void navigate({ href: gameLink({ identifier }) });
    },
    onError: () => {
      void showToast({
        kind: 'error',
        message: t`There was an error loading a game. Please try again.`,
      });
    },
  });
}
