/** One labelled value of a record's details (a history entry, a bet): a Mantine DataList item. */
import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export function DataFact({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
