/**
 * The heart that marks a game as a favorite (spec part 1 §2.1 favorites, §6: signed-in players
 * only). It renders nothing for visitors; for players it shows and toggles the game's state,
 * changing at once and reverting if the server refuses (../data/use-toggle-favorite).
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavorites } from '../data/use-favorites';
import { useToggleFavorite } from '../data/use-toggle-favorite';

interface Props extends Pick<ActionIconProps, 'size' | 'variant' | 'className'> {
  identifier: string;
}

export function FavoriteButton({ identifier, size = 'md', variant = 'filled', className }: Props) {
  const { t } = useLingui();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  if (!favorites.isSignedIn) return null;
  const isFavorite = favorites.identifiers.includes(identifier);
  return (
    <ActionIcon
      className={className}
      size={size}
      radius="xl"
      variant={variant}
      color={isFavorite ? 'red' : 'dark'}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t`Remove from favorites` : t`Add to favorites`}
      disabled={favorites.isLoading}
      onClick={() => toggle.mutate({ identifier, isFavorite: !isFavorite })}
      data-testid="favorite-button"
    >
      {isFavorite ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
    </ActionIcon>
  );
}
