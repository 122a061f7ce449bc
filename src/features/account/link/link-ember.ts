/** POST /ember/linkAccount (spec part 1 §7): ties the player's Ember account to theirs. */
import { emberLinkResultSchema } from '@/contracts/tracking';
import { apiRequest } from '@/shared/api/rest';

export function linkEmberAccount(emberId: string) {
  return apiRequest('/ember/linkAccount', {
    method: 'POST',
    body: { emberId },
    schema: emberLinkResultSchema,
  });
}
