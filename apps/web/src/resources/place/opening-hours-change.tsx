import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { hoursChanges } from './opening-hours';

/**
 * A change of a place's opening hours in its history: the week, Sunday to Saturday, before and after, the days that
 * changed in bold.
 * @example
 * <OpeningHoursChange before={[]} after={place._openingDays} />
 */
export function OpeningHoursChange({ before, after }: { before: unknown; after: unknown }) {
  return (
    <Table size="small" aria-label="Opening hours, before and after">
      <TableHead>
        <TableRow>
          <TableCell>Day</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hoursChanges(before, after).map((row) => (
          <TableRow key={row.day} sx={row.changed ? { '& td': { fontWeight: 600 } } : undefined}>
            <TableCell>{row.day}</TableCell>
            <TableCell>{row.before}</TableCell>
            <TableCell>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
