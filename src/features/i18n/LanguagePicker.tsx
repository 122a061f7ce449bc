/**
 * The list of the 19 languages, each in its own name, with the current one marked. Used by the
 * locale dialog, the side menu's language section and the footer.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { LANGUAGES } from '@/contracts/locales';
import { showToast } from '@/shared/ui/toast';
import { useLocale } from './use-locale';

interface Props {
  cols?: number | { base: number; sm?: number };
  onChosen?: () => void;
  compact?: boolean;
}

export function LanguagePicker({ cols = { base: 2, sm: 3 }, onChosen, compact = false }: Props) {
  const { t } = useLingui();
  const { locale, changeLocale } = useLocale();
  const [pending, setPending] = useState<string | null>(null);

  const choose = async (code: string) => {
    setPending(code);
    try {
      await changeLocale(code);
      onChosen?.();
    } catch (error) {
      console.error('[i18n] switching language failed', error);
      showToast({
        kind: 'error',
        message: t`The language could not be loaded. Check your connection.`,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <SimpleGrid cols={cols} spacing={compact ? 4 : 'xs'} data-testid="language-picker">
      {LANGUAGES.map((language) => {
        const active = language.code === locale;
        return (
          <Button
            key={language.code}
            lang={language.code}
            dir={language.dir}
            size={compact ? 'compact-sm' : 'sm'}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'emerald' : 'gray'}
            justify="space-between"
            rightSection={active ? <IconCheck size={14} aria-hidden /> : null}
            loading={pending === language.code}
            aria-pressed={active}
            data-locale={language.code}
            onClick={() => void choose(language.code)}
          >
            {language.name}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
