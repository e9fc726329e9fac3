import { SECTION_MAX_LENGTH } from '@persona/shared';
import { useState } from 'react';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { TextAreaField } from '../../components/TextAreaField';
import { DELIVERY_TEXTS } from './delivery-texts';
import { SectionPreview } from './SectionPreview';

interface SectionEditorProps {
  title: string;
  value: string;
  onChange: (value: string) => void;
}

/** One Blueprint section: a Markdown text area, or (toggled) its rendered preview in the same place. */
export function SectionEditor({ title, value, onChange }: SectionEditorProps) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      {previewing ? (
        <>
          <p className="text-sm font-medium text-gray-700 dark:text-slate-300">{title}</p>
          <SectionPreview title={title} markdown={value} />
        </>
      ) : (
        <TextAreaField label={title} value={value} onChange={onChange} maxLength={SECTION_MAX_LENGTH} rows={4} />
      )}
      <button
        type="button"
        aria-pressed={previewing}
        aria-label={DELIVERY_TEXTS.previewOf(title)}
        onClick={() => setPreviewing((on) => !on)}
        className={`${TEXT_LINK_CLASS} self-start text-sm aria-pressed:underline`}
      >
        {DELIVERY_TEXTS.preview}
      </button>
    </div>
  );
}
