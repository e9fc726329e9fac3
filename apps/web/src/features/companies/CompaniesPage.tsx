import { companyNameSchema, MESSAGES } from '@persona/shared';
import { showSuccess } from '../../components/alerts';
import { SkeletonRows } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AddNameForm } from './AddNameForm';
import { useCreateCompany } from './companies-api';
import { COMPANIES_TEXTS } from './companies-texts';
import { CompanyList } from './CompanyList';

/** /settings/companies: add companies, then rename, delete and fill each with campaigns (spec section 2). */
export default function CompaniesPage() {
  const { account } = useSession();
  const accountId = account?.id ?? '';
  const createCompany = useCreateCompany(accountId);

  const addCompany = async (name: string) => {
    await createCompany.mutateAsync(name);
    void showSuccess(MESSAGES.companyCreated);
  };

  return (
    <>
      <SectionHeader title={SECTION_TITLES.companies} description={COMPANIES_TEXTS.description} />
      <div className="flex flex-col gap-8">
        <AddNameForm
          formLabel={COMPANIES_TEXTS.addCompany}
          fieldLabel={COMPANIES_TEXTS.companyName}
          placeholder={COMPANIES_TEXTS.companyPlaceholder}
          submitText={COMPANIES_TEXTS.addCompany}
          rule={companyNameSchema}
          onAdd={addCompany}
        />
        {accountId === '' ? <SkeletonRows count={3} /> : <CompanyList accountId={accountId} />}
      </div>
    </>
  );
}
