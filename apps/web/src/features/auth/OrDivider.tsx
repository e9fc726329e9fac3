import { CAPTION_CLASS } from '../../components/text-styles';
import { AUTH_TEXTS } from '../../lib/ui-texts';

/** A rule with "or" between the email form and Google. */
export function OrDivider() {
  return (
    <div className={`flex items-center gap-3 ${CAPTION_CLASS}`}>
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-slate-800" />
      {AUTH_TEXTS.or}
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-slate-800" />
    </div>
  );
}
