import { PANEL_KINDS, type PanelKind } from '@persona/shared';
import { PANELS_TEXTS } from './panels-texts';

const OPTION =
  'flex flex-1 cursor-pointer flex-col gap-0.5 rounded-xl border border-gray-200 px-4 py-3 has-checked:border-indigo-500 has-checked:ring-2 has-checked:ring-indigo-500 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:ring-indigo-400';

/** Question or Asset, as two radio cards. */
export function KindChoice({ kind, onChange }: { kind: PanelKind; onChange: (kind: PanelKind) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-white">{PANELS_TEXTS.kind}</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        {PANEL_KINDS.map((option) => (
          <label key={option} className={OPTION}>
            <span className="flex items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
              <input type="radio" name="panel-kind" value={option} checked={kind === option} onChange={() => onChange(option)} className="size-4 accent-indigo-600" />
              {PANELS_TEXTS.kinds[option]}
            </span>
            <span className="pl-6 text-xs text-gray-500 dark:text-slate-400">{PANELS_TEXTS.kindHints[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
