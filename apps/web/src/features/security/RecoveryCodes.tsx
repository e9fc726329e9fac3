import { buttonClass } from '../../components/button-styles';
import { SECURITY_TEXTS as T } from './security-texts';

/** Recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${T.recoveryFileHeading}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'persona-portal-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-500/30 dark:bg-amber-500/10">
      <p className="text-sm text-amber-900 dark:text-amber-100">{T.recoveryCodesOnce}</p>
      <ul aria-label={T.recoveryCodes} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-gray-900 dark:text-slate-100">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {T.copy}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
          {T.download}
        </button>
      </div>
    </div>
  );
}
