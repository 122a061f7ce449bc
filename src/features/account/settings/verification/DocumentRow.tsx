/** One document a level needs: what to send, what was sent, and the upload button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  KYC_DOCUMENT_TYPES,
  type KycDocumentKind,
  type KycDocumentLevel,
} from '@/contracts/kyc-documents';
import type { KycLevelStatus } from '@/contracts/kyc-status';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { type DocumentFileProblem, readDocumentFile } from './document-file';
import { uploadDocument } from './kyc-api';
import { refreshKyc } from './kyc-keys';
import { DOCUMENT_LABELS } from './kyc-messages';

interface Props {
  level: KycDocumentLevel;
  document: KycLevelStatus['documents'][number];
  /** False once the level is sent, or before the level below it is. */
  canUpload: boolean;
}

export function DocumentRow({ level, document, canUpload }: Props) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = DOCUMENT_LABELS[document.kind as KycDocumentKind];
  const problems: Record<DocumentFileProblem, string> = {
    empty: t`This file is empty.`,
    tooLarge: t`Files can be at most 5 MB.`,
    type: t`Only JPEG, PNG or PDF files are accepted.`,
  };

  const send = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const read = await readDocumentFile(file);
      if (!read.ok) return setError(problems[read.problem]);
      await uploadDocument({
        level,
        kind: document.kind,
        fileName: file.name,
        content: read.content,
      });
      await refreshKyc(queryClient);
    } catch (caught) {
      const known = caught instanceof ApiError || caught instanceof NetworkError;
      setError(known ? caught.message : t`The file could not be read.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper p="sm" radius="md" bg="dark.6" data-testid={`kyc-document-${document.kind}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {i18n._(label.title)}
            </Text>
            {!document.required && (
              <Badge size="xs" variant="light" color="gray">
                <Trans>Optional</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {i18n._(label.hint)}
          </Text>
          {document.uploaded && (
            <Group gap={4}>
              <IconCheck size={14} color="var(--mantine-color-green-5)" />
              <Text size="xs">{document.uploaded.fileName}</Text>
            </Group>
          )}
          {error && (
            <Text size="xs" c="red.5" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        {canUpload && (
          <FileButton onChange={(file) => void send(file)} accept={KYC_DOCUMENT_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={busy}
                leftSection={<IconUpload size={14} />}
              >
                {document.uploaded ? <Trans>Replace</Trans> : <Trans>Upload</Trans>}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Paper>
  );
}
