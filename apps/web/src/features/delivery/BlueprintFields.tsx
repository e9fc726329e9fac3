import { BLUEPRINT_SECTIONS, type BlueprintSectionKey } from '@persona/shared';
import { useId, type ReactNode } from 'react';
import { HINT_CLASS, LABEL_CLASS } from '../../components/field-styles';
import { TextField } from '../../components/TextField';
import { consoleAnchor } from './console-sections';
import type { BlueprintSource, DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { SectionEditor } from './SectionEditor';

type BlueprintValues = Pick<DeliveryFormValues, 'source' | 'sections' | 'externalUrl'>;

interface BlueprintFieldsProps {
  values: BlueprintValues;
  onChange: (patch: Partial<BlueprintValues>) => void;
  /** Read-only while a draft is written into them. */
  disabled?: boolean;
  /** In place of the Markdown sections: the claims of an order with sources. */
  claims?: ReactNode;
}

const SOURCES: readonly { value: BlueprintSource; label: string }[] = [
  { value: 'sections', label: DELIVERY_TEXTS.writeSections },
  { value: 'external', label: DELIVERY_TEXTS.externalDocument },
];

/** The Blueprint: its named sections in Markdown (or claims), or the address of a document kept elsewhere. */
export function BlueprintFields({ values, onChange, disabled = false, claims }: BlueprintFieldsProps) {
  const name = useId();
  const setSection = (key: BlueprintSectionKey) => (markdown: string) => onChange({ sections: { ...values.sections, [key]: markdown } });
  return (
    <fieldset id={consoleAnchor('blueprint')} disabled={disabled} className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-white">{DELIVERY_TEXTS.blueprint}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {SOURCES.map((source) => (
          <label key={source.value} className={`flex items-center gap-2 ${LABEL_CLASS}`}>
            <input
              type="radio"
              name={name}
              value={source.value}
              checked={values.source === source.value}
              onChange={() => onChange({ source: source.value })}
              className="size-4 accent-indigo-600"
            />
            {source.label}
          </label>
        ))}
      </div>
      {values.source === 'sections' && claims ? (
        claims
      ) : values.source === 'sections' ? (
        <>
          <p className={HINT_CLASS}>{DELIVERY_TEXTS.sectionsHint}</p>
          {BLUEPRINT_SECTIONS.map((section) => (
            <SectionEditor key={section.key} sectionKey={section.key} title={section.title} value={values.sections[section.key] ?? ''} onChange={setSection(section.key)} />
          ))}
        </>
      ) : (
        <TextField label={DELIVERY_TEXTS.externalUrl} type="url" inputMode="url" placeholder="https://" value={values.externalUrl} onChange={(externalUrl) => onChange({ externalUrl })} />
      )}
    </fieldset>
  );
}
