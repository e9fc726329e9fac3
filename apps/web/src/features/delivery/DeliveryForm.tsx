import { capitalizeWords, routes, type BlueprintSectionKey, type OpenOrder } from '@persona/shared';
import { useId, useState, type FocusEvent, type SetStateAction } from 'react';
import { showSuccess } from '../../components/alerts';
import { FilePicker } from '../../components/FilePicker';
import { isApiError } from '../../lib/api-client';
import { UserFacingError } from '../../lib/error-message';
import { useSubmit } from '../../lib/useSubmit';
import { OrderFidelityPanel } from '../fidelity';
import { BlueprintFields } from './BlueprintFields';
import { ClaimsEditor } from './ClaimsEditor';
import { unsupportedClaims, type SectionClaims } from './claims-form';
import { asSectionKey, consoleAnchor, consoleStops, SECTION_ATTRIBUTE, sectionMarkdown, sectionTitle } from './console-sections';
import { useDeliverOrder } from './deliver-api';
import { DeliveryActionBar } from './DeliveryActionBar';
import { deliveryProblem, deliveryStart, portraitProblem, toDeliverBody, type BlueprintWriting, type DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { DraftControls } from './DraftControls';
import { useClaimMarks } from './evidence-api';
import { OrderBrief } from './OrderBrief';
import { PersonaFields } from './PersonaFields';
import { PreviewPane } from './PreviewPane';
import { SectionNav } from './SectionNav';
import { useBlueprintDraft } from './useBlueprintDraft';
import { useLeaveGuard } from './useLeaveGuard';

interface DeliveryFormProps {
  order: OpenOrder;
  /** 'Company - Campaign', naming the form. */
  label: string;
  /** Called once the order is delivered (the console leaves for the list). */
  onDelivered: () => void;
}

/** The pinned columns of the console: in view beside the form while it scrolls, each scrolling on its own. */
const PINNED = 'flex min-w-0 flex-col gap-6 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-7rem)] xl:overflow-y-auto';

/**
 * The delivery console's form: the brief and the sources pinned at its side, the persona, an optional portrait and
 * the Blueprint (typed, or drafted with the model and reviewed; an order with sources is written as claims citing
 * them), the live preview of the section being edited, and Deliver in a bar that stays in view. The body is checked
 * against the API's own schema first (and claims against their last marks), so a missing field costs no upload; a
 * refusal keeps everything typed.
 */
export function DeliveryForm({ order, label, onDelivered }: DeliveryFormProps) {
  const [values, setValues] = useState<DeliveryFormValues>(() => deliveryStart(order.refreshOf));
  const [start] = useState(values);
  const [portrait, setPortrait] = useState<File | null>(null);
  const [active, setActive] = useState<BlueprintSectionKey | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [evidenceSlot, setEvidenceSlot] = useState<HTMLDivElement | null>(null);
  const briefId = useId();
  const release = useLeaveGuard(values !== start || portrait !== null);
  const deliver = useDeliverOrder();
  const update = (patch: Partial<DeliveryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // A refresh keeps its avatar's name through a draft (the admin may still rename it); the rest follows the research.
  const keepName = order.refreshOf !== null;
  const setDrafted = (change: SetStateAction<DeliveryFormValues>) =>
    setValues((current) => {
      const next = typeof change === 'function' ? change(current) : change;
      return keepName ? { ...next, name: current.name } : next;
    });
  const draft = useBlueprintDraft(order.id, values, setDrafted, start);
  const writing: BlueprintWriting = order.sources.length > 0 ? 'claims' : 'markdown';
  const writingClaims = writing === 'claims' && values.source === 'sections';
  const checks = useClaimMarks(order.id, values.claims, writingClaims && !draft.drafting);
  const changeClaims = (change: (claims: SectionClaims) => SectionClaims) => setValues((current) => ({ ...current, claims: change(current.claims) }));
  const pickSection = (event: FocusEvent<HTMLDivElement>) => {
    const key = asSectionKey(event.target.closest(`[${SECTION_ATTRIBUTE}]`)?.getAttribute(SECTION_ATTRIBUTE));
    if (key) setActive(key);
  };
  const previewed = values.source === 'sections' && active ? active : null;

  // What delivering would send now, refused in the server's words while it would be refused; fidelity measures the same.
  const checkedBody = () => {
    const body = toDeliverBody(values, writing);
    const problem = deliveryProblem(body);
    if (problem) throw new UserFacingError(problem);
    return body;
  };

  const { busy, onSubmit } = useSubmit(async () => {
    const body = checkedBody();
    if (writingClaims && unsupportedClaims(checks.marks, values.claims) > 0) throw new UserFacingError(DELIVERY_TEXTS.claimsUnsupported);
    try {
      await deliver.mutateAsync({ orderId: order.id, body, portrait });
    } catch (error) {
      // The server's check is the one that counts, and its message names the claim: the claims are checked again
      // so the marks (an unsupported claim, an unknown citation) show where it is.
      if (isApiError(error, routes.deliverOrder, 'CLAIM_UNSUPPORTED') || isApiError(error, routes.deliverOrder, 'UNPROCESSABLE')) void checks.recheck();
      throw error;
    }
    release();
    onDelivered();
    void showSuccess(DELIVERY_TEXTS.delivered(capitalizeWords(values.name.trim()), capitalizeWords(order.accountName)));
  });

  return (
    <form
      aria-label={DELIVERY_TEXTS.deliverOf(label)}
      noValidate
      onSubmit={onSubmit}
      className="grid items-start gap-6 xl:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,15rem)] 2xl:grid-cols-[minmax(0,17rem)_minmax(0,1fr)_minmax(0,20rem)]"
    >
      <div className={PINNED}>
        <section aria-labelledby={briefId} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900/60">
          <h2 id={briefId} className="mb-3 text-sm font-semibold text-gray-800 dark:text-slate-200">
            {DELIVERY_TEXTS.brief}
          </h2>
          <OrderBrief order={order} narrow />
        </section>
        <div ref={setEvidenceSlot} className="empty:hidden" />
      </div>

      <div className="flex min-w-0 flex-col gap-6" onFocus={pickSection}>
        <SectionNav stops={consoleStops(values.source === 'sections')} />
        {order.refreshOf && (
          <div className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm dark:border-sky-900 dark:bg-sky-950/40">
            <p className="font-semibold text-gray-900 dark:text-white">{DELIVERY_TEXTS.refreshOf(capitalizeWords(order.refreshOf.name))}</p>
            <p className="text-gray-700 dark:text-slate-300">{DELIVERY_TEXTS.refreshHint}</p>
          </div>
        )}
        <div id={consoleAnchor('persona')}>
          <PersonaFields values={values} onChange={update} disabled={draft.drafting} />
        </div>
        <div id={consoleAnchor('portrait')}>
          <FilePicker
            label={DELIVERY_TEXTS.portrait}
            hint={DELIVERY_TEXTS.portraitHint}
            accept="image/jpeg"
            removeLabel={DELIVERY_TEXTS.removePortrait}
            problem={portraitProblem}
            file={portrait}
            onChange={setPortrait}
          />
        </div>
        <BlueprintFields
          values={values}
          onChange={update}
          disabled={draft.drafting}
          claims={
            writing === 'claims' && (
              <ClaimsEditor
                orderId={order.id}
                claims={values.claims}
                onChange={changeClaims}
                marks={checks.marks}
                checking={checks.checking}
                checkError={checks.error}
                evidenceSlot={evidenceSlot}
              />
            )
          }
        />
        <div id={consoleAnchor('fidelity')}>
          <OrderFidelityPanel orderId={order.id} body={checkedBody} />
        </div>
      </div>

      <div className={PINNED}>
        <PreviewPane
          section={previewed && sectionTitle(previewed)}
          markdown={previewed ? sectionMarkdown(values, writing, previewed) : ''}
          open={previewOpen}
        />
      </div>

      <DeliveryActionBar
        draft={<DraftControls drafting={draft.drafting} draftedBy={values.draftedBy} fromSources={writing === 'claims'} onDraft={draft.draft} onStop={draft.stop} />}
        busy={busy}
        disabled={draft.drafting}
        previewOpen={previewOpen}
        onTogglePreview={() => setPreviewOpen((open) => !open)}
      />
    </form>
  );
}
