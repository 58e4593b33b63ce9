import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RULE_PARAM, type TRuleType } from '@mise/contracts/common/completeness';
import { CONTENT_TYPES } from '@mise/contracts/registry';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { formatCount } from '../../../lib/format';
import { PANEL_CITY_KEY } from '../../../components/resource/list/use-panel-choice';
import { capitalise } from '../../../components/resource/area/area-context';

/**
 * The cities whose records need most work, by rule: each count opens that city's list filtered by that rule.
 * @example
 * <RuleMatrix type="place" />
 */
export function RuleMatrix({ type }: { type: TRuleType & keyof typeof CONTENT_TYPES }) {
  const matrix = useQuery(client.completeness.matrix.options({ query: { type, limit: 20 } }));
  const entry = CONTENT_TYPES[type] as { menu?: { slug: string; label: string } };
  const listPath = `/dashboard/${entry.menu?.slug ?? ''}`;
  const label = entry.menu?.label ?? type;
  const rules = matrix.data?.rules ?? [];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {label} to finish, by city
      </Typography>
      {matrix.error && <Alert severity="error">{errorMessage(matrix.error)}</Alert>}
      {matrix.isSuccess && matrix.data.items.length === 0 && (
        <Typography color="text.secondary">
          Nothing to finish: every {label.toLowerCase()} record is complete.
        </Typography>
      )}
      {matrix.isSuccess && matrix.data.items.length > 0 && (
        <Table size="small" aria-label={`${label} to finish, by city`}>
          <TableHead>
            <TableRow>
              <TableCell>City</TableCell>
              {rules.map((rule) => (
                <TableCell key={rule.key} align="right">
                  {capitalise(rule.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.data.items.map((row) => (
              <TableRow key={row.cityId}>
                <TableCell component="th" scope="row">
                  {row.cityName ?? `#${row.cityId}`}
                </TableCell>
                {row.counts.map((count, i) => {
                  const rule = rules[i]!;
                  const params = new URLSearchParams({ [PANEL_CITY_KEY]: String(row.cityId), [RULE_PARAM]: rule.key });
                  return (
                    <TableCell key={rule.key} align="right">
                      {count === 0 ? (
                        '0'
                      ) : (
                        <Link
                          component={RouterLink}
                          to={`${listPath}?${params.toString()}`}
                          aria-label={`${row.cityName ?? `#${row.cityId}`}: ${formatCount(count)} ${rule.label}`}
                        >
                          {formatCount(count)}
                        </Link>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
