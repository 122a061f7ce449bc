/**
 * The language picker for the side menu, loaded when a language section first opens: its 19
 * buttons are not part of the first page load.
 */
import { lazy, Suspense } from 'react';

const LanguagePicker = lazy(() =>
  import('@/features/i18n/dialogs').then((m) => ({ default: m.LanguagePicker })),
);

export function LazyLanguagePicker() {
  return (
    <Suspense fallback={null}>
      <LanguagePicker cols={1} compact />
    </Suspense>
  );
}
