/** The reason a moderator gives for a mute or a ban: required, at most the contract's length. */
import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { MODERATION_REASON_MAX } from '@/contracts/chat-moderation';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The form was sent without one. */
  missing: boolean;
}

export function ReasonInput({ value, onChange, missing }: Props) {
  const { t } = useLingui();
  return (
    <Textarea
      label={t`Reason`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={MODERATION_REASON_MAX}
      rows={2}
      error={missing ? t`Give a reason.` : undefined}
    />
  );
}
