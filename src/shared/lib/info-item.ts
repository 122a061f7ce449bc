/** One entry of an icon list (steps, benefits, settings), as shared cards and rows take it. */
import type { MessageDescriptor } from '@lingui/core';
import type { TablerIcon } from '@tabler/icons-react';

export interface InfoItem {
  id: string;
  Icon: TablerIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}
