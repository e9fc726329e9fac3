import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

interface NoticeProps {
  /** Shown in a round badge above the content. */
  icon?: IconName;
  /** 'alert' for a notice that reports a failure. */
  role?: 'alert';
  children: ReactNode;
}

/** A dashed, centred box in place of a screen's content: an empty state, a placeholder or a failure. */
export function Notice({ icon, role, children }: NoticeProps) {
  return (
    <section role={role} className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/40">
      {icon && (
        <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon name={icon} className="size-6" />
        </span>
      )}
      {children}
    </section>
  );
}
