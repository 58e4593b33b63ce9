import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useArea } from '../../components/resource/area-context';

/**
 * 'This place is already in {product}' under the place search, with a link to the place when the form knows which it is
 * (a pick whose placeId a place has, or one of the guide's own places from the offline search). Opening it closes the form.
 */
export function PlaceTakenWarning({ message, placeId, onOpen }: { message: string; placeId: number | null; onOpen: () => void }) {
  const area = useArea();
  if (placeId === null) return message;
  return (
    <>
      {message}{' '}
      <Link component={RouterLink} to={`${area.basePath}/${placeId}/${area.tabs[0].segment}`} onClick={onOpen}>
        Open it
      </Link>
    </>
  );
}
