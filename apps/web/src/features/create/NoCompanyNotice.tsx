import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Notice } from '../../components/Notice';
import { PATHS } from '../../lib/paths';
import { CREATE_TEXTS } from './create-texts';

/** Instead of the wizard when the account has no company yet (spec: Create). */
export function NoCompanyNotice() {
  const navigate = useNavigate();
  return (
    <Notice icon="building">
      <p className="max-w-md text-base font-medium text-gray-700 dark:text-slate-300">{CREATE_TEXTS.noCompany}</p>
      <button type="button" onClick={() => void navigate(PATHS.settingsCompanies)} className={buttonClass('primary')}>
        {CREATE_TEXTS.createCompany}
      </button>
    </Notice>
  );
}
