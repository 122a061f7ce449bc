/**
 * The /fair address that verifies a bet: its game, seeds, nonce and params, so "Verify" opens
 * the verifier filled in. A server seed still in use is not known yet and is left out.
 */
import { safeParse } from 'zod/mini';
import type { FairSearch } from '@/contracts/fair-search';
import {
  type BetRecord,
  diceParamsSchema,
  linearminesParamsSchema,
  minesParamsSchema,
  towersParamsSchema,
} from '@/contracts/originals';

function paramsSearch(record: BetRecord): FairSearch {
  switch (record.gameId) {
    case 'dice': {
      const parsed = safeParse(diceParamsSchema, record.params);
      return parsed.success ? parsed.data : {};
    }
    case 'mines':
    case 'junglemines': {
      const parsed = safeParse(minesParamsSchema, record.params);
      if (parsed.success) return parsed.data;
      return { gridCount: record.gridCount, minesCount: record.minesCount };
    }
    case 'towers': {
      const parsed = safeParse(towersParamsSchema, record.params);
      return parsed.success ? parsed.data : {};
    }
    case 'linearmines': {
      const parsed = safeParse(linearminesParamsSchema, record.params);
      return parsed.success ? parsed.data : {};
    }
  }
}

export function verifySearchOf(record: BetRecord): FairSearch {
  return {
    game: record.gameId,
    ...(record.serverSeed === null ? {} : { serverSeed: record.serverSeed }),
    clientSeed: record.clientSeed,
    nonce: record.nonce,
    ...paramsSearch(record),
  };
}
