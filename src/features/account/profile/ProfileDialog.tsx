/**
 * The `profile` dialog (`?modal=profile&user={name}`, needs sign-in): a player's public
 * profile from the server — name, staff badges, when they joined — and their statistics,
 * unless they chose to hide them (the server then leaves them out).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@/shared/api/use-error-text';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { MuteButton } from './MuteButton';
import { ProfileStats } from './ProfileStats';
import { publicProfileQuery } from './queries';
import { StaffBadges } from './StaffBadges';

function PlayerProfile({ player }: { player: string }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const { data: profile, error, isPending } = useQuery(publicProfileQuery(player));
  if (isPending) return <Loader size="sm" />;
  if (error) {
    return (
      <Text size="sm" c="dimmed" data-testid="profile-error">
        {errorText(error)}
      </Text>
    );
  }
  const joined = i18n.date(new Date(profile.joinedAt), { dateStyle: 'medium' });
  const name = profile.name;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar size="lg" radius="xl" color="emerald" name={name} />
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} data-testid="profile-name" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <StaffBadges moderator={profile.isChatMod} developer={profile.isChatDev} />
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Joined {joined}</Trans>
          </Text>
        </Stack>
        <MuteButton player={{ id: profile.id, name }} />
      </Group>
      <ProfileStats name={name} stats={profile.stats} />
    </Stack>
  );
}

export function ProfileDialog({ params }: DialogBodyProps<'profile'>) {
  const name = params.user?.trim();
  if (!name) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No player was named in the link, so there is no profile to show.</Trans>
      </Text>
    );
  }
  return <PlayerProfile player={name} />;
}
