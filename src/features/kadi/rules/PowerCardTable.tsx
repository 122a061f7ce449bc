/** A list of power cards: the card's rank in a badge, then its effect. */
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PowerCard } from './power-cards';

export function PowerCardTable({ cards }: { cards: readonly PowerCard[] }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs">
      {cards.map((card) => (
        <Group key={card.id} gap="sm" wrap="nowrap" align="flex-start" data-card={card.id}>
          <Badge size="lg" variant="light" miw={52} style={{ flexShrink: 0 }}>
            {card.cards}
          </Badge>
          <Text size="sm">{i18n._(card.effect)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
