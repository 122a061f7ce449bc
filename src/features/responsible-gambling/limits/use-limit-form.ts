/**
 * One kind's limit fields as a form (the settings card and the first-deposit offer): the
 * drafts, reset to what is in force whenever the limits change (a save here or in another
 * tab); the field that is not a positive amount; and saving only what changed.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LimitKind, LimitPeriod, LimitView } from '@/contracts/responsible-gambling';
import type { LimitFieldsProps } from './LimitFields';
import { changesOf, draftsOf, type LimitDrafts } from './limit-drafts';
import { useSaveLimits } from './use-save-limits';

export function useLimitForm(limits: readonly LimitView[], kind: LimitKind) {
  const { t } = useLingui();
  const [drafts, setDrafts] = useState<LimitDrafts>(() => draftsOf(limits, kind));
  const [problem, setProblem] = useState<LimitPeriod | null>(null);
  const { save, pending, error } = useSaveLimits();

  useEffect(() => setDrafts(draftsOf(limits, kind)), [limits, kind]);

  /** Saves the changed fields; true once saved, or when nothing had changed. */
  const submit = async (): Promise<boolean> => {
    const result = changesOf(limits, kind, drafts);
    if ('problem' in result) {
      setProblem(result.period);
      return false;
    }
    setProblem(null);
    return result.changes.length === 0 || (await save(result.changes)) !== null;
  };

  const fields: LimitFieldsProps = {
    kind,
    limits,
    drafts,
    onChange: (period, value) => setDrafts((current) => ({ ...current, [period]: value })),
    error: problem
      ? { period: problem, message: t`Enter an amount above zero, or leave it empty for no limit.` }
      : null,
  };
  return { fields, submit, pending, error };
}
