/**
 * Tells the server a signed-in player opened a tag (playerTagCreate), which personalises the
 * 'recommended' sort. Once per tag per page visit; failures are not the player's concern.
 */
import { useEffect } from 'react';
import { z } from 'zod/mini';
import { PLAYER_TAG_CREATE_MUTATION } from '@/contracts/catalogue-graphql';
import { graphqlRequest } from '@/shared/api/graphql';

const resultSchema = z.object({ playerTagCreate: z.boolean() });

export function usePlayerTag(tagId: string | undefined, isSignedIn: boolean): void {
  useEffect(() => {
    if (!tagId || !isSignedIn) return;
    graphqlRequest(PLAYER_TAG_CREATE_MUTATION, resultSchema, { tagId }).catch((error: unknown) => {
      console.warn('[catalogue] playerTagCreate failed', error);
    });
  }, [tagId, isSignedIn]);
}
