import { useEffect, type RefObject } from 'react';

/**
 * While the console is open, the window scrolls a focused field (Tab, a click, a section link) clear of the sticky
 * section links at the top and of the action bar at the bottom, whose height follows its wrapping content.
 */
export function useStickyClearance(bar: RefObject<HTMLElement | null>, top: string) {
  useEffect(() => {
    const style = document.documentElement.style;
    const before = { top: style.scrollPaddingTop, bottom: style.scrollPaddingBottom };
    style.scrollPaddingTop = top;
    const element = bar.current;
    const observer = new ResizeObserver(() => {
      if (element) style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
    });
    if (element) observer.observe(element);
    return () => {
      observer.disconnect();
      style.scrollPaddingTop = before.top;
      style.scrollPaddingBottom = before.bottom;
    };
  }, [bar, top]);
}
