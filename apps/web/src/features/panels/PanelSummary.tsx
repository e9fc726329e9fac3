import { memberNames, type Panel, type PanelSummary as Summary } from '@persona/shared';
import { DataTable } from '../../components/DataTable';
import { PANELS_TEXTS } from './panels-texts';

type Name = (avatarId: string) => string;
type QuestionSummaryData = Extract<Summary, { kind: 'question' }>;
type AssetSummaryData = Extract<Summary, { kind: 'asset' }>;

const CELL = 'px-5 py-3 align-top text-gray-800 dark:text-slate-200';
const H3 = 'text-sm font-semibold text-gray-900 dark:text-white';

function Points({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="text-sm text-gray-500 dark:text-slate-400">{PANELS_TEXTS.none}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-slate-200">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Where they agree, where they disagree (naming who), and the tally of a question that offers choices. */
function QuestionSummary({ summary, name }: { summary: QuestionSummaryData; name: Name }) {
  const names = (ids: string[]) => ids.map(name).join(', ');
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-label={PANELS_TEXTS.agreements} className="flex flex-col gap-2">
          <h3 className={H3}>{PANELS_TEXTS.agreements}</h3>
          <Points items={summary.agreements} />
        </section>
        <section aria-label={PANELS_TEXTS.disagreements} className="flex flex-col gap-2">
          <h3 className={H3}>{PANELS_TEXTS.disagreements}</h3>
          <Points items={summary.disagreements.map(({ point, avatarIds }) => (avatarIds.length > 0 ? `${point} (${names(avatarIds)})` : point))} />
        </section>
      </div>
      {summary.tally && summary.tally.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={H3}>{PANELS_TEXTS.tally}</h3>
          <DataTable label={PANELS_TEXTS.tally} columns={PANELS_TEXTS.tallyColumns}>
            {summary.tally.map(({ choice, avatarIds, reasons }) => (
              <tr key={choice}>
                <td className={`${CELL} font-medium`}>{choice}</td>
                <td className={`${CELL} tabular-nums`}>{avatarIds.length}</td>
                <td className={CELL}>{names(avatarIds)}</td>
                <td className={CELL}>
                  <ul className="space-y-1">
                    {reasons.map(({ avatarId, reason }, index) => (
                      <li key={index}>
                        <span className="font-medium">{name(avatarId)}:</span> {reason}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
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
    <section aria-labelledby="panel-summary" className="flex flex-col gap-3 print:break-inside-avoid">
      <h2 id="panel-summary" className="text-lg font-semibold text-gray-900 dark:text-white">
        {PANELS_TEXTS.summary}
      </h2>
      {summary.kind === 'question' ? <QuestionSummary summary={summary} name={name} /> : <AssetSummary summary={summary} name={name} />}
    </section>
  );
}
