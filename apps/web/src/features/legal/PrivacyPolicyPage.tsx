import { FadedBottom } from '../../components/FadedBottom';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { MINIMUM_AGE_NOTICE, PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy-content';
import { PolicySectionView } from './PolicySectionView';

export default function PrivacyPolicyPage() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.privacyPolicy} description={`Last updated: ${PRIVACY_LAST_UPDATED}`} />
      <article className="max-w-3xl space-y-8 pb-16 text-[15px] leading-7 text-gray-700 dark:text-slate-300">
        <p>{PRIVACY_INTRO}</p>
        <p className="rounded-xl border border-indigo-200 bg-indigo-50 px-5 py-4 font-medium text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100">
          {MINIMUM_AGE_NOTICE}
        </p>
        {PRIVACY_SECTIONS.map((section, index) => (
          <PolicySectionView key={section.id} section={section} index={index} />
        ))}
      </article>
      <FadedBottom />
    </>
  );
}
