import type { PolicySection } from './privacy-content';

/** One numbered section of the privacy policy. */
export function PolicySectionView({ section, index }: { section: PolicySection; index: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-8">
      <h2 id={`${section.id}-heading`} className="text-lg font-semibold text-gray-900 dark:text-white">
        {index + 1}. {section.heading}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className="mt-3">
          {text}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-indigo-500">
          {section.items.map((item) => (
            <li key={item.text}>
              {item.term && <strong className="font-semibold text-gray-900 dark:text-white">{item.term}: </strong>}
              {item.text}
            </li>
          ))}
        </ul>
      )}
      {section.closing && <p className="mt-3">{section.closing}</p>}
    </section>
  );
}
