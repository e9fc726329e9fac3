import { MESSAGES } from '@persona/shared';
import { Link } from 'react-router';
import { buttonClass, TEXT_LINK_CLASS } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { PATHS } from '../../lib/paths';
import { AVATARS_TEXTS } from './avatars-texts';

/** The spec's hint with its 'Onboarding Guide' words as the link. */
const [beforeGuide, afterGuide] = MESSAGES.onboardingHint.split(AVATARS_TEXTS.onboardingGuide);

/**
 * Spec section 2, Avatar Library, empty state: the message, the onboarding hint, then the first order, or,
 * while one is being processed (the banner above links to it), that it is.
 */
export function EmptyLibrary({ processing = false }: { processing?: boolean }) {
  return (
    <Notice icon="library">
      <p className="text-lg font-semibold text-gray-900 dark:text-white">{MESSAGES.noAvatars}</p>
      <p className="max-w-md text-gray-600 dark:text-slate-400">
        {beforeGuide}
        <Link to={PATHS.onboarding} className={TEXT_LINK_CLASS}>
          {AVATARS_TEXTS.onboardingGuide}
        </Link>
        {afterGuide}
      </p>
      {processing ? (
        <p className="max-w-md text-sm text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.firstOrderProcessing}</p>
      ) : (
        <>
          <p className="max-w-md text-sm text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.orderFirstIntro}</p>
          <Link to={PATHS.create} className={buttonClass('primary')}>
            <Icon name="create" />
            {AVATARS_TEXTS.orderFirst}
          </Link>
        </>
      )}
    </Notice>
  );
}
