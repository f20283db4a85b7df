import classes from './layouts.module.css';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
