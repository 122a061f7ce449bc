/**
 * Manual install help for browsers without a native prompt, or the spec's 'not supported'
 * text. A numbered list of steps, each illustrated with the control the browser shows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Modal, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceMobileDown,
  IconDotsVertical,
  IconHome,
  IconMenu2,
  IconShare2,
  IconSquarePlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InstallPlatform } from './detect-platform';
import { MANUAL_STEPS, type StepIcon } from './install-steps';

const ICONS: Record<StepIcon, ReactNode> = {
  share: <IconShare2 size={18} />,
  add: <IconSquarePlus size={18} />,
  menu: <IconMenu2 size={18} />,
  dots: <IconDotsVertical size={18} />,
  install: <IconDeviceMobileDown size={18} />,
  home: <IconHome size={18} />,
};

interface Props {
  platform: InstallPlatform;
  opened: boolean;
  onClose: () => void;
}

export default function InstallDialog({ platform, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const steps = platform === 'other' ? null : MANUAL_STEPS[platform];
  return (
    <Modal opened={opened} onClose={onClose} title={t`Install app`} centered>
      {steps ? (
        <>
          <Text size="sm" mb="md">
            <Trans>
              Add KadiBet to your home screen: it opens full screen, starts faster and works
              offline.
            </Trans>
          </Text>
          <List spacing="md" center data-testid="install-steps">
            {steps.map((step) => (
              <List.Item
                key={step.text.id}
                icon={
                  <ThemeIcon variant="light" radius="md" size={32}>
                    {ICONS[step.icon]}
                  </ThemeIcon>
                }
              >
                <Text size="sm">{i18n._(step.text)}</Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" data-testid="install-unsupported">
          <Trans>Unfortunately the install feature is not supported by your browser.</Trans>
        </Text>
      )}
    </Modal>
  );
}
