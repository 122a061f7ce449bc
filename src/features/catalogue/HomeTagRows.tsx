/**
 * The home page's game rows: one preview slider per tag the operator shows on the home page
 * (GameTags showOnHomepage), each with 'View all'. Loaded lazily by the home page after its
 * first screen, so the first load carries none of the list code.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { gameTagsQuery } from './data/queries';
import { TagGameList } from './TagGameList';

export function HomeTagRows() {
  const { data } = useQuery(gameTagsQuery());
  const tags = data?.filter((tag) => tag.showOnHomepage) ?? [];
  if (tags.length === 0) return null;
  return (
    <Stack gap={40} data-testid="home-game-rows">
      {tags.map((tag) => (
        <TagGameList key={tag.id} slug={tag.slug} title={tag.title} preview />
      ))}
    </Stack>
  );
}
