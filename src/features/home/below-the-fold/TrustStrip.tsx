/** Why players can trust the site: fairness, licence, payouts and responsible gambling. */
import { Trans } from '@lingui/react/macro';
import { Paper, ThemeIcon } from '@mantine/core';
import {
  IconBolt,
  IconCertificate,
  IconHeartHandshake,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND } from '@/contracts/brand';
import { InfoRow } from '@/shared/ui/InfoRow';
import { RouterAnchor } from '@/shared/ui/router-links';
import grids from './grids.module.css';

function Item({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <InfoRow
      indicator={
        <ThemeIcon size={42} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
      }
      title={title}
      titleWeight={800}
    >
      {children}
    </InfoRow>
  );
}

export function TrustStrip() {
  const { regulator, licence } = BRAND;
  return (
    <Paper p="xl" radius="lg" bg="dark.6" withBorder component="section" data-testid="home-trust">
      <div className={grids.container}>
        <div className={grids.trust}>
          <Item icon={<IconShieldCheck size={22} />} title={<Trans>Provably fair</Trans>}>
            <Trans>
              Check the result of every Original yourself.{' '}
              <RouterAnchor to="/fair" inherit underline="always">
                How it works
              </RouterAnchor>
            </Trans>
          </Item>
          <Item icon={<IconCertificate size={22} />} title={<Trans>Licensed</Trans>}>
            <Trans>
              Licensed by the {regulator} under licence {licence}.
            </Trans>
          </Item>
          <Item icon={<IconBolt size={22} />} title={<Trans>Fast payouts</Trans>}>
            <Trans>
              Crypto withdrawals go out as soon as they are approved; M-Pesa and cash follow the
              provider's timing.
            </Trans>
          </Item>
          <Item icon={<IconHeartHandshake size={22} />} title={<Trans>Responsible gambling</Trans>}>
            <Trans>
              Deposit limits, cool-offs and self-exclusion whenever you need them.{' '}
              <RouterAnchor to="/responsible-gambling" inherit underline="always">
                Learn about our player protection tools
              </RouterAnchor>
            </Trans>
          </Item>
        </div>
      </div>
    </Paper>
  );
}
