/** One browser's instructions for turning notifications back on. */
import type { MessageDescriptor } from '@lingui/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { BrowserId } from './detect-browser';

export interface BrowserGuide {
  id: BrowserId;
  name: MessageDescriptor;
  Icon: TablerIcon;
  steps: readonly MessageDescriptor[];
  /** Another way to the same setting, or a system setting that must be on as well. */
  alternative: MessageDescriptor;
}
