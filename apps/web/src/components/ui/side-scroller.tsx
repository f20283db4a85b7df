import { Group, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './side-scroller.module.css';

/**
 * A wide table in a box that scrolls sideways and shows it: a shadow on the side with more, and a line saying so.
 * The box takes the keyboard's focus (arrow keys scroll it) and is named for screen readers.
 */
export function SideScroller({
  label,
  children,
  minWidth,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <div>
      {more.left || more.right ? (
        <Group gap={4} mb={4} c="gray.7">
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="xs" c="gray.7">
            Scroll sideways to see every column{more.right ? ': more on the right' : ''}.
          </Text>
        </Group>
      ) : null}
      <div
        className={classes.frame}
        data-more-left={more.left || undefined}
        data-more-right={more.right || undefined}
      >
        <div ref={box} className={classes.box} tabIndex={0} role="region" aria-label={label}>
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    </div>
  );
}
