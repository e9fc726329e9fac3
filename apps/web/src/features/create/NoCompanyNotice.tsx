import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { CREATE_TEXTS } from './create-texts';

/** Instead of the wizard when the account has no company yet (spec: Create). */
export function NoCompanyNotice() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-slate-700">
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <Icon name="building" className="size-6" />
      </span>
      <p className="max-w-md text-base font-medium text-gray-700 dark:text-slate-300">{CREATE_TEXTS.noCompany}</p>
      <button type="button" onClick={() => void navigate(PATHS.settingsCompanies)} className={buttonClass('primary')}>
        {CREATE_TEXTS.createCompany}
      </button>
    </div>
  );
}
