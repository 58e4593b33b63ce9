import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { itemPath, useArea } from '../../components/resource/area/area-context';

/**
 * 'This place is already in {product}' under the place search, with a link to the place when the form knows which it is
 * (a pick whose placeId a place has, or one of the guide's own places from the offline search). The form closes once the
 * place is open, not on the click: with unsaved work the move asks first, and 'Keep editing' must find the form still there.
 */
export function PlaceTakenWarning({
  message,
  placeId,
  onOpen,
}: {
  message: string;
  placeId: number | null;
  onOpen: () => void;
}) {
  const area = useArea();
  const { pathname } = useLocation();
  const to = placeId === null ? null : itemPath(area, placeId);
  useEffect(() => {
    if (to !== null && pathname === to) onOpen();
  }, [pathname, to, onOpen]);
  if (to === null) return message;
  return (
    <>
      {message}{' '}
      <Link component={RouterLink} to={to}>
        Open it
      </Link>
    </>
  );
}
