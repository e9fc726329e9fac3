import { SECTION_MAX_LENGTH, type BlueprintSectionKey } from '@persona/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { consoleAnchor, SECTION_ATTRIBUTE } from './console-sections';

interface SectionEditorProps {
  sectionKey: BlueprintSectionKey;
  title: string;
  value: string;
  onChange: (value: string) => void;
}

/** One Blueprint section: a Markdown text area that grows with its text (the console previews the focused one). */
export function SectionEditor({ sectionKey, title, value, onChange }: SectionEditorProps) {
  return (
    <div id={consoleAnchor(sectionKey)} {...{ [SECTION_ATTRIBUTE]: sectionKey }}>
      <TextAreaField label={title} value={value} onChange={onChange} maxLength={SECTION_MAX_LENGTH} rows={3} grow />
    </div>
  );
}
