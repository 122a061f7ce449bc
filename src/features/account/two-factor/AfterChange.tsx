/**
 * What follows a two-factor change: the new recovery codes (when there are any), then the
 * offer to sign out other devices (when there are any), then done.
 */
import { useEffect, useState } from 'react';
import type { TwoFactorChanged } from '@/contracts/two-factor';
import { EndOtherSessions } from './EndOtherSessions';
import { RecoveryCodes } from './RecoveryCodes';

interface Props {
  changed: TwoFactorChanged;
  onDone: () => void;
}

export function AfterChange({ changed, onDone }: Props) {
  const [codesSaved, setCodesSaved] = useState(!changed.recoveryCodes?.length);
  const finished = codesSaved && changed.otherSessions === 0;
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);

  if (!codesSaved && changed.recoveryCodes) {
    return <RecoveryCodes codes={changed.recoveryCodes} onSaved={() => setCodesSaved(true)} />;
  }
  if (finished) return null;
  return <EndOtherSessions otherSessions={changed.otherSessions} onDone={onDone} />;
}
