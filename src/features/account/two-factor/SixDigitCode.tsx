/**
 * The six boxes of a two-factor (or sign-up) code, filled from the keyboard or a pasted or
 * suggested code.
 */
import { useLingui } from '@lingui/react/macro';
import { Center, Input, PinInput, Stack } from '@mantine/core';
import { TWO_FACTOR_CODE_LENGTH } from '@/contracts/auth';

export interface SixDigitCodeProps {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** What the boxes hold, for assistive technology; a two-factor code by default. */
  ariaLabel?: string;
}

export function SixDigitCode({
  value,
  onChange,
  onComplete,
  error,
  disabled,
  ariaLabel,
}: SixDigitCodeProps) {
  const { t } = useLingui();
  return (
    <Stack gap={6} align="center">
      <Center>
        <PinInput
          length={TWO_FACTOR_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          value={value}
          onChange={onChange}
          onComplete={onComplete}
          error={Boolean(error)}
          disabled={disabled}
          ariaLabel={ariaLabel ?? t`Two-factor code`}
        />
      </Center>
      {error ? <Input.Error>{error}</Input.Error> : null}
    </Stack>
  );
}
