/**
 * The staff badges shown beside a player's name (spec part 1 §3 'Staff badges', §6): M for a
 * chat moderator, D for a chat developer. One component so the profile dialog, and the chat
 * when it lists names, draw them the same way and name them for screen readers.
 */
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

interface Props {
  moderator: boolean;
  developer: boolean;
}

export function StaffBadges({ moderator, developer }: Props) {
  const { t } = useLingui();
  return (
    <>
      {moderator ? (
        <Badge size="sm" color="green" title={t`Chat moderator`} aria-label={t`Chat moderator`}>
          M
        </Badge>
      ) : null}
      {developer ? (
        <Badge size="sm" color="violet" title={t`Chat developer`} aria-label={t`Chat developer`}>
          D
        </Badge>
      ) : null}
    </>
  );
}
