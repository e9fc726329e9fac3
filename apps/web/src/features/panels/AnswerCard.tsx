import { clicksText, type AssetReaction, type PanelAnswer } from '@persona/shared';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { Citations } from '../persona';
import { StanceBadge } from './PanelBadges';
import { PANELS_TEXTS } from './panels-texts';
import type { AnswerCell } from './run-state';

const CARD = 'flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900 print:break-inside-avoid';

/** An asset answer's reaction, one labelled line each ("Stops at" quotes the asset's line). */
function Reaction({ reaction }: { reaction: AssetReaction }) {
  const rows: [string, ReactNode][] = [
    [PANELS_TEXTS.noticesFirst, reaction.noticesFirst],
    [PANELS_TEXTS.wouldClick, clicksText(reaction)],
    [PANELS_TEXTS.assetColumns[2], reaction.stopsAt ? <q>{reaction.stopsAt}</q> : PANELS_TEXTS.readsToTheEnd],
    [PANELS_TEXTS.assetColumns[3], reaction.objection],
    [PANELS_TEXTS.assetColumns[4], reaction.winningChange],
  ];
  return (
    <dl className="grid gap-1.5">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-semibold text-gray-500 dark:text-slate-400">{term}</dt>
          <dd className="text-gray-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SavedAnswer({ answer }: { answer: PanelAnswer }) {
  if (answer.status === 'failed') {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {PANELS_TEXTS.failed(answer.error?.message ?? '')}
      </p>
    );
  }
  return (
    <>
      {answer.reaction ? <Reaction reaction={answer.reaction} /> : <p className="break-words whitespace-pre-wrap">{answer.text}</p>}
      <Citations citations={answer.citations} />
    </>
  );
}

/** One avatar's answer in one round: saved (with its sources, stance or reaction), streaming in, awaited, or none. */
export function AnswerCard({ heading, cell }: { heading: string; cell: AnswerCell }) {
  const busy = cell.kind === 'writing' || cell.kind === 'waiting';
  const stance = cell.kind === 'saved' ? cell.answer.stance : null;
  return (
    <article aria-label={heading} aria-busy={busy || undefined} className={CARD}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-slate-400">{heading}</h4>
        {stance && <StanceBadge stance={stance} />}
      </header>
      {cell.kind === 'saved' && <SavedAnswer answer={cell.answer} />}
      {cell.kind === 'writing' && (
        <>
          <p className="break-words whitespace-pre-wrap">{cell.text}</p>
          <span role="status" className="inline-flex items-center gap-2 text-xs text-gray-500 dark:text-slate-400">
            <Spinner className="size-3" />
            {PANELS_TEXTS.writing}
          </span>
        </>
      )}
      {cell.kind === 'waiting' && (
        <span role="status" className="inline-flex items-center gap-2 text-xs text-gray-500 dark:text-slate-400">
          <Spinner className="size-3" />
          {PANELS_TEXTS.waiting}
        </span>
      )}
      {cell.kind === 'empty' && <p className="text-gray-500 dark:text-slate-400">{PANELS_TEXTS.notAnswered}</p>}
    </article>
  );
}
