import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/ui-texts';

interface AuthCardProps {
  /** The page's one <h1> (and the document title). */
  title: string;
  /** A second heading inside the card, e.g. the form's name. */
  subtitle?: string;
  /** A short line under the headings. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (the mode toggle, Back to Log In). */
  footer?: ReactNode;
}

/** The identity screens' card (title, form, links under it); the page frame around it comes from the layout. */
export function AuthCard({ title, subtitle, intro, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <title>{`${subtitle ?? title} · ${APP_NAME}`}</title>
      <section className="rounded-2xl border border-gray-200 bg-white p-8 shadow-xl shadow-indigo-950/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
        <h1 className="text-center text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">{title}</h1>
        {subtitle && (
          <h2 className="mt-1 text-center text-base font-medium text-gray-600 dark:text-slate-400">{subtitle}</h2>
        )}
        {intro && <p className="mt-3 text-center text-sm text-gray-600 dark:text-slate-400">{intro}</p>}
        <div className="mt-8">{children}</div>
      </section>
      {footer && <div className="mt-6 flex flex-col items-center gap-2 text-sm text-gray-600 dark:text-slate-400">{footer}</div>}
    </div>
  );
}
