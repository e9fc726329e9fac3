import { capitalizeWords } from '@persona/shared';
import { AvatarPortrait, BADGE_SIZES } from '../avatars';
import { AnswerCard } from './AnswerCard';
import { PANELS_TEXTS } from './panels-texts';
import { answerCell, type PanelRound, type RunState } from './run-state';

/** Question panels answer in two rounds; asset panels in one. */
const roundsOf = (kind: RunState['panel']['kind']): PanelRound[] => (kind === 'question' ? [1, 2] : [1]);

/** One column per avatar, its rounds one under the other; a failed avatar shows its error beside the others' answers. */
export function AnswerBoard({ state, running }: { state: RunState; running: boolean }) {
  const { panel } = state;
  const rounds = roundsOf(panel.kind);
  return (
    <section aria-labelledby="panel-answers" className="flex flex-col gap-3">
      <h2 id="panel-answers" className="text-lg font-semibold text-gray-900 dark:text-white">
        {PANELS_TEXTS.answers}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2">
        {panel.members.map((member) => {
          const name = capitalizeWords(member.name);
          return (
            <li key={member.avatarId} aria-label={PANELS_TEXTS.answersOf(name)} className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-gray-50/60 p-3 dark:border-slate-800 dark:bg-slate-900/40 print:break-inside-avoid">
              <header className="flex items-center gap-3">
                <div className="size-10 shrink-0 overflow-hidden rounded-full">
                  <AvatarPortrait src={member.img} name={name} sizes={BADGE_SIZES} />
                </div>
                <div className="min-w-0">
                  <h3 className="truncate font-semibold text-gray-900 dark:text-white">{name}</h3>
                  {member.occupation && <p className="truncate text-xs text-gray-500 dark:text-slate-400">{capitalizeWords(member.occupation)}</p>}
                </div>
              </header>
              {rounds.map((round) => (
                <AnswerCard
                  key={round}
                  heading={panel.kind === 'question' ? PANELS_TEXTS.rounds[round] : PANELS_TEXTS.answer}
                  cell={answerCell(state, member.avatarId, round, running)}
                />
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
