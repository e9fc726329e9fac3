import { PANEL_QUESTION_MAX_LENGTH, PANEL_TITLE_MAX_LENGTH } from '@persona/shared';
import { Link } from 'react-router';
import { buttonClass, TEXT_LINK_CLASS } from '../../components/button-styles';
import { SectionHeader } from '../../components/SectionHeader';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { AssetInput } from './AssetInput';
import type { AvatarChoices } from './avatar-choices';
import { AvatarPicker } from './AvatarPicker';
import { FieldError } from './FieldError';
import { KindChoice } from './KindChoice';
import { PanelsGate } from './PanelsGate';
import { PANELS_TEXTS } from './panels-texts';
import { useNewPanel } from './useNewPanel';

const SECTION = 'flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900/60';

function NewPanelForm({ accountId, choices }: { accountId: string; choices: AvatarChoices }) {
  const { values, set, toggle, upload, uploading, errors, submit } = useNewPanel(accountId);
  return (
    <form noValidate onSubmit={submit.onSubmit} className="flex flex-col gap-6">
      <section className={SECTION}>
        <AvatarPicker choices={choices} picked={values.picked} onToggle={toggle} error={errors.avatarIds} />
      </section>
      <section className={SECTION}>
        <KindChoice kind={values.kind} onChange={set.kind} />
        {values.kind === 'question' ? (
          <TextAreaField
            label={PANELS_TEXTS.question}
            value={values.question}
            onChange={set.question}
            maxLength={PANEL_QUESTION_MAX_LENGTH}
            placeholder={PANELS_TEXTS.questionPlaceholder}
            rows={4}
          />
        ) : (
          <AssetInput text={values.asset} onText={set.asset} attachment={upload.attachment} onChoose={(file) => void upload.choose(file)} onRemove={upload.clear} />
        )}
        <FieldError message={errors.prompt} />
        <TextField label={PANELS_TEXTS.title} value={values.title} onChange={set.title} maxLength={PANEL_TITLE_MAX_LENGTH} placeholder={PANELS_TEXTS.titlePlaceholder} />
        <FieldError message={errors.title ?? errors.form} />
      </section>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={PATHS.panels} className={TEXT_LINK_CLASS}>
          {PANELS_TEXTS.backToPanels}
        </Link>
        <button type="submit" disabled={submit.busy || uploading} aria-busy={submit.busy} className={buttonClass('primary')}>
          {submit.busy && <Spinner />}
          {PANELS_TEXTS.createAndRun}
        </button>
      </div>
    </form>
  );
}

/** /panels/new: pick 2 to 6 avatars, choose Question or Asset, and run it. */
export function NewPanelPage({ choices }: { choices: AvatarChoices }) {
  return (
    <>
      <SectionHeader title={PANELS_TEXTS.newPanel} description={PANELS_TEXTS.newPanelDescription} />
      <PanelsGate>{(accountId) => <NewPanelForm accountId={accountId} choices={choices} />}</PanelsGate>
    </>
  );
}
