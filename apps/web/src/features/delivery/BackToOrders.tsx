import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { DELIVERY_TEXTS } from './delivery-texts';

/** The console's way back to the list of open orders. */
export function BackToOrders() {
  return (
    <Link to={PATHS.adminOrders} className={TEXT_LINK_CLASS}>
      <span aria-hidden="true">← </span>
      {DELIVERY_TEXTS.backToOrders}
    </Link>
  );
}
