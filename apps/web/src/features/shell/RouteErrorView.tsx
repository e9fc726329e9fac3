import { MESSAGES } from '@persona/shared';
import { useRouteError } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';

/** Shown inside the shell when a screen fails to load or render (e.g. its code could not be fetched). */
export function RouteErrorView() {
  const error = useRouteError();
  console.error(error);
  return (
    <>
      <SectionHeader title={MESSAGES.alertTitle} description={MESSAGES.requestFailed} />
      <div>
        {/* A full page load, so a stale bundle is replaced as well. */}
        <a href={PATHS.home} className={buttonClass('primary')}>
          {MESSAGES.backToHome}
        </a>
      </div>
    </>
  );
}
