/** Whether the revealed server seed hashes to the commitment the player was shown. */
import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

export function HashMatch({ expected, actual }: { expected: string; actual: string }) {
  const wanted = expected.trim().toLowerCase();
  if (wanted === '') return null;
  return wanted === actual ? (
    <Badge
      color="emerald"
      variant="light"
      leftSection={<IconCircleCheck size={14} />}
      data-testid="hash-match"
    >
      <Trans>Matches the hash you were shown</Trans>
    </Badge>
  ) : (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconCircleX size={14} />}
      data-testid="hash-mismatch"
    >
      <Trans>Does not match the hash you were shown</Trans>
    </Badge>
  );
}
