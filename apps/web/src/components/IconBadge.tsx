import { Icon, type IconName } from './icons';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300',
} as const;

/** The large round icon at the top of a notice page (not found, admins only, not activated). */
export function IconBadge({ name, tone = 'indigo' }: { name: IconName; tone?: keyof typeof TONES }) {
  return (
    <span className={`grid size-16 place-items-center rounded-full ${TONES[tone]}`}>
      <Icon name={name} className="size-8" />
    </span>
  );
}
