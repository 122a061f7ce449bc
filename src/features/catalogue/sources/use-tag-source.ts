/**
 * The list of a tag page: the tag from GameTags by its slug, and its source. `missing` when
 * the tags loaded and none has this slug (an old or mistyped link).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ListSource, tagSource } from '@/catalogue/list-source';
import type { GameTag } from '@/contracts/catalogue';
import { gameTagsQuery } from '../data/queries';

export interface TagSource {
  tag: GameTag | undefined;
  source: ListSource | undefined;
  missing: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useTagSource(slug: string): TagSource {
  const { data, isError, refetch } = useQuery(gameTagsQuery());
  const tag = data?.find((candidate) => candidate.slug === slug);
  const source = useMemo(() => (tag ? tagSource(tag) : undefined), [tag]);
  return {
    tag,
    source,
    missing: data !== undefined && !tag,
    isError,
    refetch: () => void refetch(),
  };
}
