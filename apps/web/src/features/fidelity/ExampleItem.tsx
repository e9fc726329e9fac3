import type { FidelityExample } from '@persona/shared';
import type { ReactNode } from 'react';
import { FIDELITY_TEXTS } from './fidelity-texts';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
    <dt className="font-medium text-gray-500 dark:text-slate-400">{term}</dt>
    <dd className="whitespace-pre-wrap text-gray-800 dark:text-slate-200">{children}</dd>
  </div>
);

/** One question the suite asked, the persona's answer and what the scorer found wrong with it (or checked). */
export function ExampleItem({ example, label }: { example: FidelityExample; label?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-950/40">
      {label}
      <dl className="flex flex-col gap-1">
        <Row term={FIDELITY_TEXTS.question}>{example.question}</Row>
        <Row term={FIDELITY_TEXTS.answer}>{example.answer}</Row>
        <Row term={FIDELITY_TEXTS.problem}>{example.problem}</Row>
      </dl>
    </li>
  );
}
