import { useEffect, useState, type RefObject } from 'react';
import { readBlueprintLayout, type BlueprintLayout } from './blueprint-layout';

/**
 * The layout the framed Blueprint page reports (its height and sections), from messages of that frame only;
 * null until the first arrives, and for frames that never report (external documents).
 */
export function useBlueprintLayout(frame: RefObject<HTMLIFrameElement | null>, enabled: boolean): BlueprintLayout | null {
  const [layout, setLayout] = useState<BlueprintLayout | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const next = readBlueprintLayout(event.data);
      if (next) setLayout(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, enabled]);
  return enabled ? layout : null;
}

/** Scrolls the page to a section of the framed document (the frame is as tall as the document: the page scrolls). */
export function scrollToSection(frame: HTMLIFrameElement, top: number) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const y = frame.getBoundingClientRect().top + window.scrollY + top - 16;
  window.scrollTo({ top: Math.max(0, y), behavior: reduced ? 'auto' : 'smooth' });
}
