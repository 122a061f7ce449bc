/**
 * The `pokerRules` dialog: the rules of Kadi (Game Policy §6) in sections — basics, power
 * cards, question cards, how to win ('Niko Kadi') and the clock. `gameType` (Speed or Relaxed)
 * names the table's mode and its turn time.
 */
import { Trans } from '@lingui/react/macro';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { KadiTimingRules } from './KadiTimingRules';
import { kadiModeOf, turnSecondsFor } from './kadi-limits';
import { PowerCardTable } from './PowerCardTable';
import { ACTION_CARDS, PICK_UP_CARDS, QUESTION_CARDS } from './power-cards';

export function PokerRulesDialog({ params }: DialogBodyProps<'pokerRules'>) {
  const mode = kadiModeOf(params.gameType);
  return (
    <Stack gap="md">
      {mode ? (
        <Group gap="xs">
          <Badge color="gold" variant="light" data-testid="kadi-mode">
            {mode === 'Speed' ? <Trans>Speed</Trans> : <Trans>Relaxed</Trans>}
          </Badge>
        </Group>
      ) : null}
      <Accordion multiple defaultValue={['basics', 'timing']} variant="separated">
        <Accordion.Item value="basics">
          <Accordion.Control>
            <Trans>The basics</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              <Trans>
                Kadi is played with a standard deck plus jokers. On your turn, play a card that
                matches the top card of the pile by suit or rank. If you cannot or choose not to
                play, draw a card. The first player to play their last card wins.
              </Trans>
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="pickups">
          <Accordion.Control>
            <Trans>Pick-up cards: 2, 3 and Joker</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <PowerCardTable cards={PICK_UP_CARDS} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="actions">
          <Accordion.Control>
            <Trans>Ace, Jack and King</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <PowerCardTable cards={ACTION_CARDS} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="questions">
          <Accordion.Control>
            <Trans>Question cards: 8 and Queen</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <PowerCardTable cards={QUESTION_CARDS} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="winning">
          <Accordion.Control>
            <Trans>Winning: declare 'Niko Kadi'</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text size="sm">
                <Trans>
                  When you are one play away from finishing, you must declare 'Niko Kadi' before you
                  can win. Not declaring may cost you a penalty pick-up under the table rules.
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  Your last card must be an ordinary card (4, 5, 6, 7, 9 or 10), not a pick-up,
                  action or question card.
                </Trans>
              </Text>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="timing">
          <Accordion.Control>
            <Trans>Turn timer</Trans>
          </Accordion.Control>
          <Accordion.Panel>
            <KadiTimingRules turnSeconds={turnSecondsFor(mode)} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
