import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { AVATARS_TEXTS } from './avatars-texts';

/** Back to where the user came from; to the library when the page was opened directly (no history here). */
export function BackButton() {
  const navigate = useNavigate();
  // React Router gives the entry the app started on the key 'default'.
  const firstEntry = useLocation().key === 'default';
  return (
    <button type="button" onClick={() => void (firstEntry ? navigate(PATHS.home) : navigate(-1))} className={buttonClass('secondary')}>
      <Icon name="arrowRight" className="size-4 rotate-180" />
      {AVATARS_TEXTS.back}
    </button>
  );
}
