/** The facts a link or sign-up confirmation is about, as label/value rows; empty rows hide. */
import { DataList, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LinkDetail {
  id: string;
  label: ReactNode;
  value: string | null | undefined;
}

export function LinkDetails({ rows }: { rows: LinkDetail[] }) {
  const shown = rows.filter((row) => row.value);
  if (shown.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <DataList size="sm" labelWidth="7rem">
        {shown.map((row) => (
          <DataList.Item key={row.id} data-detail={row.id}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
