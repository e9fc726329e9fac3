import type { ReactNode, Ref } from 'react';

/** One titled section of the Security screen; its heading takes focus by script (headingRef) when a step replaces what had it. */
export function SettingsCard({ title, children, headingRef }: { title: string; children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <h2
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900 outline-none dark:border-slate-800 dark:text-white"
      >
        {title}
      </h2>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
