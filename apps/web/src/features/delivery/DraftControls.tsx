import { EXTRACTIVE_DRAFTER } from '@persona/shared';
import { HINT_CLASS } from '../../components/field-styles';
import { Spinner } from '../../components/Spinner';
import { StartStopButton } from '../../components/StartStopButton';
import { usePublicConfig } from '../../lib/public-config';
import { DELIVERY_TEXTS } from './delivery-texts';

interface DraftControlsProps {
  drafting: boolean;
  /** The model whose whole draft is in the form, if any. */
  draftedBy: string | null;
  /** The order has sources: the server drafts claims from them, with its model or, without one, by extracting. */
  fromSources: boolean;
  onDraft: () => void;
  onStop: () => void;
}

/**
 * Draft with AI (Stop while the draft is written) and what the draft did, when the server has a model or the order
 * has sources to draft from; otherwise how to give it one.
 */
export function DraftControls({ drafting, draftedBy, fromSources, onDraft, onStop }: DraftControlsProps) {
  const withModel = usePublicConfig().data?.blueprintDrafts;
  if (withModel === undefined) return null;
  if (!withModel && !fromSources) return <p className={HINT_CLASS}>{DELIVERY_TEXTS.draftsOff}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StartStopButton
        running={drafting}
        start={{ label: DELIVERY_TEXTS.draftWithAi, icon: 'sparkles', variant: 'secondary' }}
        stopLabel={DELIVERY_TEXTS.stopDraft}
        onStart={onDraft}
        onStop={onStop}
      />
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-gray-600 dark:text-slate-400">
        {drafting ? (
          <>
            <Spinner />
            {DELIVERY_TEXTS.drafting}
          </>
        ) : (
          draftedBy && (draftedBy === EXTRACTIVE_DRAFTER ? DELIVERY_TEXTS.draftedExtractive : DELIVERY_TEXTS.drafted(draftedBy))
        )}
      </p>
      {!withModel && !drafting && !draftedBy && <p className={HINT_CLASS}>{DELIVERY_TEXTS.draftsExtractive}</p>}
    </div>
  );
}
