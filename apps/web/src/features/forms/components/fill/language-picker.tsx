import { Select } from '@mantine/core';
import { useWords } from './filler-words';

const DEFAULT = '';

/** The language of the questions, when the form has translations (nothing otherwise). */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: string[];
  value: string | null;
  onChange: (language: string | null) => void;
}) {
  const t = useWords();
  if (!languages.length) return null;
  return (
    <Select
      label={t('filler.language')}
      maw={280}
      allowDeselect={false}
      data={[
        { value: DEFAULT, label: t('filler.languageDefault') },
        ...languages.map((language) => ({ value: language, label: language })),
      ]}
      value={value ?? DEFAULT}
      onChange={(next) => onChange(next && next !== DEFAULT ? next : null)}
    />
  );
}
