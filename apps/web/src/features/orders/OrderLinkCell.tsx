import { generatePath, Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { ORDERS_TEXTS } from './orders-texts';

/** 'Open' to the delivered avatar's detail page, or '-' while the order has no docId (spec: Orders). */
export function OrderLinkCell({ docId, label }: { docId: string | null; label: string }) {
  if (!docId) return <span className="text-gray-400 dark:text-slate-500">{ORDERS_TEXTS.noLink}</span>;
  return (
    <Link to={generatePath(PATHS.avatarDetail, { id: docId })} className={TEXT_LINK_CLASS}>
      {ORDERS_TEXTS.open}
      <span className="sr-only">{ORDERS_TEXTS.openAvatarOf(label)}</span>
    </Link>
  );
}
