import { Text, type TextProps } from '@mantine/core';
import { EMPTY_VALUE, formatMoney } from '../../../lib/format';
import { t } from '../../../i18n';

export interface MoneyProps extends Omit<TextProps, 'children'> {
  value: string | number | null | undefined;
  currency?: string;
  /** Shown when the full amount matters (tables of appropriations); abbreviated K/M/B/T otherwise. */
  full?: boolean;
  component?: 'span' | 'p' | 'div' | 'dd';
}

/** An amount as the product shows it: ₦1.50M, and an underscore for zero or nothing. The full figure is in the title. */
export function Money({ value, currency = 'NGN', full, component = 'span', ...props }: MoneyProps) {
  const shown = formatMoney(value, { currency, abbreviate: !full });
  const exact = formatMoney(value, { currency, abbreviate: false });
  return (
    <Text
      component={component}
      inherit={!props.size}
      title={shown === EMPTY_VALUE ? t('projects.notGiven') : exact}
      aria-label={shown === EMPTY_VALUE ? t('projects.notGiven') : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      {shown}
    </Text>
  );
}
