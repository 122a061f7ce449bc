/** One document a level needs: what to send, what was sent, and the upload button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  KYC_DOCUMENT_TYPES,
  type KycDocumentKind,
  type KycDocumentLevel,
} from '@/contracts/kyc-documents';
import type { KycLevelStatus } from '@/contracts/kyc-status';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { type DocumentFileProblem, readDocumentFile } from './document-file';
import { refreshKyc } from './kyc-keys';
import { DOCUMENT_LABELS } from './kyc-messages';
import { uploadDocument } from './queries';

/** A file refused before it was sent; the upload's error, with the reason. */
class DocumentFileRefused extends Error {
  constructor(readonly problem: DocumentFileProblem) {
    super(problem);
  }
}

interface Props {
  level: KycDocumentLevel;
  document: KycLevelStatus['documents'][number];
  /** False once the level is sent, or before the level below it is. */
  canUpload: boolean;
}

export function DocumentRow({ level, document, canUpload }: Props) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const label = DOCUMENT_LABELS[document.kind as KycDocumentKind];
  const problems: Record<DocumentFileProblem, string> = {
    empty: t`This file is empty.`,
    tooLarge: t`Files can be at most 5 MB.`,
    type: t`Only JPEG, PNG or PDF files are accepted.`,
  };

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const read = await readDocumentFile(file);
      if (!read.ok) throw new DocumentFileRefused(read.problem);
      await uploadDocument({
        level,
        kind: document.kind,
        fileName: file.name,
        content: read.content,
      });
    },
    onSuccess: () => refreshKyc(queryClient),
  });
  const failure = upload.error;
  const error =
    failure === null
      ? null
      : failure instanceof DocumentFileRefused
        ? problems[failure.problem]
        : failure instanceof ApiError || failure instanceof NetworkError
          ? failure.message
          : t`The file could not be read.`;

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
          <FileButton
            onChange={(file) => file && upload.mutate(file)}
            accept={KYC_DOCUMENT_TYPES.join(',')}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={upload.isPending}
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
