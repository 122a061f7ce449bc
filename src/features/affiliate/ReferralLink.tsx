/** The player's own referral link (their affiliateId as `?ref=`), with a copy button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { referralLink } from '@/contracts/affiliate';

export function ReferralLink({ affiliateId }: { affiliateId: string }) {
  const { t } = useLingui();
  const link = referralLink(window.location.origin, affiliateId);
  return (
    <TextInput
      label={<Trans>Your referral link</Trans>}
      value={link}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid="affiliate-link"
      rightSection={
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy link`}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'emerald' : 'gray'}
                onClick={copy}
                aria-label={t`Copy link`}
                data-testid="affiliate-link-copy"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
