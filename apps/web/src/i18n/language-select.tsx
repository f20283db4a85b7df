import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { LANGUAGES, isLanguage, setLanguage, useTranslation } from '.';

/**
 * The language switcher (side navigation, public footer, settings): a native select, light enough for the shell.
 * The new catalogue is fetched before the words change; the choice is remembered on this device.
 */
export function LanguageSelect({ size = 'sm', maw }: { size?: 'xs' | 'sm' | 'md'; maw?: number }) {
  const { t, language } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <NativeSelect
      size={size}
      maw={maw}
      label={t('shell.language')}
      value={language}
      disabled={pending}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGES.map((item) => ({ value: item.code, label: item.name }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        setPending(true);
        void setLanguage(next).finally(() => setPending(false));
      }}
    />
  );
}
