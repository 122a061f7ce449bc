/**
 * A number field that applies what the player typed when they leave it or press Enter, not at
 * each keystroke: dice's linked fields rewrite each other, and rewriting a half-typed "1" of
 * "10" would fight the player.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: number;
  onCommit: (value: number) => void;
};

export function CommittedNumberInput({ value, onCommit, ...props }: Props) {
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const typed = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (Number.isFinite(typed) && typed !== value) onCommit(typed);
    else setDraft(value);
  };
  return (
    <NumberInput
      {...props}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
