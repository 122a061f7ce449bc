/**
 * One kind's limit fields as a form (the settings card and the first-deposit offer): the
 * drafts, starting from what is in force (the caller keys the form by limitFormKey, so a save
 * here or in another tab starts it afresh); the fields that are not a positive amount; and
 * saving only what changed.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { LimitKind, LimitView } from '@/contracts/responsible-gambling';
import { contractValidate } from '@/shared/forms/contract-validate';
import type { LimitFieldsProps } from './LimitFields';
import { changesOf, draftsOf, limitDraftsSchema } from './limit-drafts';
import { useSaveLimits } from './use-save-limits';

/** What the form starts from; a new key when the limits asked for change. */
export const limitFormKey = (limits: readonly LimitView[], kind: LimitKind) =>
  `${kind}:${JSON.stringify(draftsOf(limits, kind))}`;

/** `onSaved`: after a save, or at once when nothing had changed. */
export function useLimitForm(limits: readonly LimitView[], kind: LimitKind, onSaved?: () => void) {
  const { t } = useLingui();
  const form = useForm({
    initialValues: draftsOf(limits, kind),
    validate: contractValidate(
      limitDraftsSchema,
      () => t`Enter an amount above zero, or leave it empty for no limit.`,
    ),
  });
  const { save, pending, error } = useSaveLimits();

  const submit = form.onSubmit((drafts) => {
    const result = changesOf(limits, kind, drafts);
    // A problem here was already shown by the validation above.
    if ('problem' in result || pending) return;
    if (result.changes.length === 0) onSaved?.();
    // Not the mutate callback: the offer is gone (and its callbacks with it) once the saved
    // limits arrive, and the cashier must still hear that the player answered.
    else void save(result.changes).then((saved) => saved && onSaved?.());
  });

  const fields: LimitFieldsProps = {
    kind,
    limits,
    drafts: form.values,
    onChange: (period, value) => form.setFieldValue(period, value),
    errors: form.errors,
  };
  return { fields, submit: () => submit(), pending, error };
}
