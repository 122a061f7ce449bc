/** The per-browser steps as an accordion, the player's own browser first and open. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Group, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { guidesFor } from './browser-guides';
import { detectCurrentBrowser } from './detect-browser';

export function BrowserGuides() {
  const { i18n } = useLingui();
  const current = useMemo(detectCurrentBrowser, []);
  const guides = guidesFor(current);
  return (
    <Accordion variant="separated" radius="lg" defaultValue={current} data-testid="browser-guides">
      {guides.map(({ id, name, Icon, steps, alternative }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control icon={<Icon size={22} />}>
            <Group gap="sm">
              <Text fw={700}>{i18n._(name)}</Text>
              {id === current ? (
                <Badge size="sm" variant="light">
                  <Trans>Your browser</Trans>
                </Badge>
              ) : null}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" spacing="xs">
              {steps.map((step) => (
                <List.Item key={step.id}>{i18n._(step)}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed" mt="sm">
              {i18n._(alternative)}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
