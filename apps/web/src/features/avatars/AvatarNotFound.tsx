import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Notice } from '../../components/Notice';
import { errorMessage } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { AVATARS_TEXTS } from './avatars-texts';

/** The detail page of an avatar that does not exist for the caller: unknown or another account's (the API answers 404 to both). */
export function AvatarNotFound({ error }: { error: Error }) {
  return (
    <Notice icon="question" role="alert">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{AVATARS_TEXTS.notFoundTitle}</h2>
      <p className="text-gray-600 dark:text-slate-400">{errorMessage(error)}</p>
      <Link to={PATHS.home} className={buttonClass('primary')}>
        {AVATARS_TEXTS.backToLibrary}
      </Link>
    </Notice>
  );
}
