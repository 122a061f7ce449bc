/**
 * The list of one tag by its slug, in full or as a preview slider with 'View all' — what the
 * lobby's categories and the home page's rows are made of.
 */

import type { ReactNode } from 'react';
import { tagListKey } from '@/catalogue/list-source';
import { GameList } from './list/GameList';
import { ListError } from './list/ListError';
import { useTagSource } from './sources/use-tag-source';

interface Props {
  slug: string;
  title?: ReactNode;
  preview?: boolean;
}

export function TagGameList({ slug, title, preview = false }: Props) {
  const { tag, source, missing, isError, refetch } = useTagSource(slug);
  if (missing) return null;
  if (isError && !source) return preview ? null : <ListError onRetry={refetch} />;
  return (
    <GameList
      source={source}
      listKey={tagListKey(slug)}
      title={title ?? tag?.title}
      viewAllTag={preview ? slug : undefined}
      preview={preview}
    />
  );
}
