/**
 * The player's seed pairs (GET /api/fairness/seeds: the active pair and the revealed ones)
 * and rotating them (POST /api/fairness/rotate). A rotation refetches the pairs and the bet
 * records (their server seed is now revealed) and, when the new client seed is one the device
 * can keep (15 alphanumerics), makes it the local one too.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  CLIENT_SEED_LENGTH,
  type RotatedSeeds,
  type RotateSeeds,
  rotatedSeedsSchema,
  seedsSchema,
} from '@/contracts/originals';
import { clientSeedAtom } from '@/features/account';
import { apiRequest } from '@/shared/api/rest';

export const fairnessKeys = {
  all: ['fairness'] as const,
  seeds: (userId: string) => ['fairness', 'seeds', userId] as const,
};

export function seedsQuery(userId: string) {
  return queryOptions({
    queryKey: fairnessKeys.seeds(userId),
    queryFn: ({ signal }) => apiRequest('/fairness/seeds', { schema: seedsSchema, signal }),
  });
}

export function rotateSeeds(input: RotateSeeds): Promise<RotatedSeeds> {
  return apiRequest('/fairness/rotate', {
    method: 'POST',
    body: input,
    schema: rotatedSeedsSchema,
  });
}

const DEVICE_SEED = new RegExp(`^[A-Za-z0-9]{${CLIENT_SEED_LENGTH}}$`);

/** Whether the device may store this seed as its own (spec part 2 §5: 15 alphanumerics). */
export function isDeviceClientSeed(seed: string): boolean {
  return DEVICE_SEED.test(seed);
}

export function useRotateSeeds() {
  const queryClient = useQueryClient();
  const setClientSeed = useSetAtom(clientSeedAtom);
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: async ({ active }) => {
      if (isDeviceClientSeed(active.clientSeed)) setClientSeed(active.clientSeed);
      // Every fairness query: the bet records cached before the rotation still hide its seed.
      await queryClient.invalidateQueries({ queryKey: fairnessKeys.all });
    },
  });
}
