import classes from './layouts.module.css';
import { useTranslation } from '../../lib/i18n';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skipLink}>
      {t('shell.skip')}
    </a>
  );
}
