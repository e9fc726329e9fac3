import { showOops } from '../../components/alerts';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { errorMessage } from '../../lib/error-message';
import { useOpenStoredFile } from '../../lib/stored-files';
import { DELIVERY_TEXTS } from './delivery-texts';
import { attachmentName } from './open-orders';

/** The customer's attachment: a fresh signed address is fetched on each click, as the address soon expires. */
export function AttachmentLink({ fileKey }: { fileKey: string }) {
  const open = useOpenStoredFile();
  const download = () => open.mutate(fileKey, { onError: (error) => void showOops(errorMessage(error)) });
  return (
    <button type="button" onClick={download} disabled={open.isPending} className={`${TEXT_LINK_CLASS} text-left`}>
      {DELIVERY_TEXTS.downloadAttachment}
      <span className="font-normal text-gray-500 dark:text-slate-400"> ({attachmentName(fileKey)})</span>
    </button>
  );
}
