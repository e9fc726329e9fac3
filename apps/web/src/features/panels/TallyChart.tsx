import type { PanelMember, PanelSummary } from '@persona/shared';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Faces } from './Faces';
import { PANELS_TEXTS } from './panels-texts';

type QuestionSummary = Extract<PanelSummary, { kind: 'question' }>;
type Row = NonNullable<QuestionSummary['tally']>[number];

/** The bars' drawing space: a row is stretched to the chart's width (the bar's share of it is what counts). */
const WIDTH = 100;
const HEIGHT = 10;

/** A stance's colour says what it is; choices share the accent. */
const STANCE_FILLS: Record<string, string> = { Yes: 'fill-emerald-500', No: 'fill-rose-500', Undecided: 'fill-amber-400' };
const fillOf = (row: Row, byStance: boolean) => (byStance ? (STANCE_FILLS[row.choice] ?? 'fill-indigo-500') : 'fill-indigo-500');

/**
 * The tally as a bar chart: one bar per choice (or stance), as long as its share of the avatars who answered,
 * with their faces on it, its count, and each one's reason under it.
 */
export function TallyChart({ summary, members, name }: { summary: QuestionSummary; members: readonly PanelMember[]; name: (avatarId: string) => string }) {
  const rows = summary.tally ?? [];
  const answered = rows.reduce((sum, row) => sum + row.avatarIds.length, 0);
  const length = scaleLinear<number>({ domain: [0, Math.max(answered, 1)], range: [0, WIDTH] });
  const byStance = summary.tallyBy === 'stance';
  return (
    <figure aria-labelledby="panel-tally" className="flex min-w-0 flex-col gap-3">
      <figcaption id="panel-tally" className="text-sm font-semibold text-gray-900 dark:text-white">
        {byStance ? PANELS_TEXTS.tallyByStance : PANELS_TEXTS.tally}
      </figcaption>
      <ul aria-label={PANELS_TEXTS.tally} className="flex flex-col gap-4">
        {rows.map((row) => (
          <li key={row.choice} aria-label={PANELS_TEXTS.tallyRow(row.choice, row.avatarIds.length)} className="flex min-w-0 flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="block min-w-0 font-medium break-words text-gray-900 first-letter:uppercase dark:text-slate-100">{row.choice}</span>
              <span className="shrink-0 text-gray-600 tabular-nums dark:text-slate-300">{PANELS_TEXTS.avatarCount(row.avatarIds.length)}</span>
            </div>
            <div className="relative h-9 overflow-hidden rounded-lg bg-gray-100 dark:bg-slate-800 print:border print:border-gray-300">
              <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="absolute inset-0 size-full">
                <Bar x={0} y={0} width={length(row.avatarIds.length)} height={HEIGHT} className={fillOf(row, byStance)} />
              </svg>
              <span className="absolute inset-y-0 left-1 flex items-center">
                <Faces members={members} avatarIds={row.avatarIds} />
              </span>
            </div>
            {row.reasons.length > 0 && (
              <ul className="flex flex-col gap-0.5 text-xs text-gray-600 dark:text-slate-400">
                {row.reasons.map(({ avatarId, reason }) => (
                  <li key={avatarId} className="break-words">
                    <span className="font-medium text-gray-800 dark:text-slate-200">{name(avatarId)}:</span> {reason}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </figure>
  );
}
