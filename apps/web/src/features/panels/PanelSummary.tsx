import { memberNames, type Panel, type PanelMember, type PanelSummary as Summary } from '@persona/shared';
import { DataTable } from '../../components/DataTable';
import { Faces } from './Faces';
import { PANELS_TEXTS } from './panels-texts';
import { TallyChart } from './TallyChart';

type Name = (avatarId: string) => string;
type QuestionSummaryData = Extract<Summary, { kind: 'question' }>;
type AssetSummaryData = Extract<Summary, { kind: 'asset' }>;

const CELL = 'px-5 py-3 align-top text-gray-800 dark:text-slate-200';
const H3 = 'text-sm font-semibold text-gray-900 dark:text-white';

/** Points of the summary, each with the faces of those it is about (when it names any). */
function Points({ items, members }: { items: { point: string; avatarIds: string[] }[]; members: readonly PanelMember[] }) {
  if (items.length === 0) return <p className="text-sm text-gray-500 dark:text-slate-400">{PANELS_TEXTS.none}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm text-gray-800 dark:text-slate-200">
      {items.map(({ point, avatarIds }, index) => (
        <li key={index} className="flex items-start gap-2">
          {avatarIds.length > 0 ? <Faces members={members} avatarIds={avatarIds} /> : <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gray-400 dark:bg-slate-500" />}
          <span className="min-w-0 break-words">{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** The tally as a chart first (when the question was counted), then where they agree and where they disagree. */
function QuestionSummary({ summary, panel, name }: { summary: QuestionSummaryData; panel: Panel; name: Name }) {
  const tallied = summary.tally !== null && summary.tally.length > 0;
  return (
    <div className={`grid gap-6 ${tallied ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-1' : ''}`}>
      {tallied && <TallyChart summary={summary} members={panel.members} name={name} />}
      <div className={`grid content-start gap-5 ${tallied ? '' : 'md:grid-cols-2'}`}>
        <section aria-label={PANELS_TEXTS.agreements} className="flex flex-col gap-2">
          <h3 className={H3}>{PANELS_TEXTS.agreements}</h3>
          <Points items={summary.agreements.map((point) => ({ point, avatarIds: [] }))} members={panel.members} />
        </section>
        <section aria-label={PANELS_TEXTS.disagreements} className="flex flex-col gap-2">
          <h3 className={H3}>{PANELS_TEXTS.disagreements}</h3>
          <Points items={summary.disagreements} members={panel.members} />
        </section>
      </div>
    </div>
  );
}

/** Avatar × Clicks / Stops at (the quoted line, empty when it reads to the end) / Objection / Winning change. */
function AssetSummary({ summary, name }: { summary: AssetSummaryData; name: Name }) {
  return (
    <DataTable label={PANELS_TEXTS.summary} columns={PANELS_TEXTS.assetColumns}>
      {summary.rows.map((row) => (
        <tr key={row.avatarId}>
          <th scope="row" className={`${CELL} font-semibold`}>
            {name(row.avatarId)}
          </th>
          <td className={CELL}>{row.clicks}</td>
          <td className={CELL}>{row.stopsAt && <q>{row.stopsAt}</q>}</td>
          <td className={CELL}>{row.objection}</td>
          <td className={CELL}>{row.winningChange}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The panel's summary, once the server has written it. */
export function PanelSummary({ panel }: { panel: Panel }) {
  const { summary } = panel;
  if (!summary) return null;
  const name = memberNames(panel);
  return (
    <section
      aria-labelledby="panel-summary"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900/60 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id="panel-summary" className="text-lg font-semibold text-gray-900 dark:text-white">
        {PANELS_TEXTS.summary}
      </h2>
      {summary.kind === 'question' ? <QuestionSummary summary={summary} panel={panel} name={name} /> : <AssetSummary summary={summary} name={name} />}
    </section>
  );
}
