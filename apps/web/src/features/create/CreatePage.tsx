import { BLUEPRINT_PRICE, MESSAGES, personName, TIMINGS } from '@persona/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showOops } from '../../components/alerts';
import { SectionHeader } from '../../components/SectionHeader';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { PATHS, REFRESH_PARAM } from '../../lib/paths';
import { useCurrentAccount } from '../../lib/session/current-account';
import { CREATE_TEXTS } from './create-texts';
import { OrderWizard } from './OrderWizard';
import { ProductCards } from './ProductCards';
import { RefreshOrder } from './RefreshOrder';
import { Welcome } from './Welcome';

type View = 'products' | 'wizard' | 'backFromWizard';

/** /create: the welcome with the credits, the product cards, and the Blueprint order wizard (spec section 2). */
export default function CreatePage() {
  const { user } = useSession();
  const credits = useCurrentAccount()?.credits ?? 0;
  const [view, setView] = useState<View>('products');
  const refreshId = useSearchParams()[0].get(REFRESH_PARAM);
  const navigate = useNavigate();

  // Spec section 5: ordering needs credits >= the price; otherwise the wizard does not open.
  const pickBlueprint = () => {
    if (credits < BLUEPRINT_PRICE) void showOops(MESSAGES.insufficientCredits, { icon: 'warning', timerMs: TIMINGS.creditAlertMs });
    else setView('wizard');
  };

  return (
    <>
      <SectionHeader title={SECTION_TITLES.create} description={CREATE_TEXTS.description} />
      <div className="flex flex-col gap-6">
        <Welcome name={personName(user?.name ?? '')} credits={credits} />
        {refreshId ? (
          <RefreshOrder key={refreshId} avatarId={refreshId} onClose={() => void navigate(PATHS.create)} />
        ) : view === 'wizard' ? (
          <OrderWizard onClose={() => setView('backFromWizard')} />
        ) : (
          <ProductCards onPickBlueprint={pickBlueprint} focusBlueprint={view === 'backFromWizard'} />
        )}
      </div>
    </>
  );
}
