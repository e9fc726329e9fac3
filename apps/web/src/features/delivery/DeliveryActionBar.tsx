import { useRef, type ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { DELIVERY_TEXTS } from './delivery-texts';
import { useStickyClearance } from './useStickyClearance';

interface DeliveryActionBarProps {
  /** The draft controls, at the bar's start. */
  draft: ReactNode;
  busy: boolean;
  disabled: boolean;
  previewOpen: boolean;
  onTogglePreview: () => void;
}

/** Kept at the bottom of the window while the form scrolls: drafting and Deliver are always in reach. */
export function DeliveryActionBar({ draft, busy, disabled, previewOpen, onTogglePreview }: DeliveryActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyClearance(bar, '3.5rem');
  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-20 col-span-full flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 bg-gray-50/95 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="min-w-0 flex-1 basis-64">{draft}</div>
      <div className="flex w-full items-center gap-3 sm:w-auto">
        <button type="button" aria-pressed={previewOpen} onClick={onTogglePreview} className={`${buttonClass('secondary')} shrink-0 xl:hidden`}>
          {DELIVERY_TEXTS.showPreview}
        </button>
        <div className="flex-1 sm:w-48 sm:flex-none">
          <SubmitButton busy={busy} disabled={disabled}>
            {DELIVERY_TEXTS.submit}
          </SubmitButton>
        </div>
      </div>
    </div>
  );
}
