import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { ADMIN_TEXTS } from './admin-texts';

interface UsersToggleProps {
  accountName: string;
  count: number;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** Shows or hides an account's users (a disclosure button with aria-expanded). */
export function UsersToggle({ accountName, count, expanded, controls, onToggle }: UsersToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={ADMIN_TEXTS.usersOf(accountName, count)}
      className={buttonClass('ghost', 'sm')}
    >
      <Icon name="arrowRight" className={`size-4 transition-transform ${expanded ? 'rotate-90' : ''}`} />
      {ADMIN_TEXTS.usersToggle(count)}
    </button>
  );
}
