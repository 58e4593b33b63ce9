import RuleIcon from '@mui/icons-material/RuleOutlined';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RULE_PARAM, rulesOf, type TRuleType } from '@mise/contracts/common/completeness';
import { client } from '../../../lib/client';
import { formatCount } from '../../../lib/format';
import { ChoiceMenu } from './choice-menu';
import type { TWhere } from './use-resource-list';
import { useUrlSearchUpdate } from './use-url-search-update';
import { capitalise } from '../area/area-context';
import { useIdListParam } from './use-id-list-param';
import { PANEL_CITY_KEY } from './use-panel-choice';

/**
 * A list's 'Needs work' filter, for a type with completeness rules (issue 34): a menu of its rules, each with its live
 * count (of the one city the list shows, when it shows one: `withCity`), the chosen one in the URL, the `where` it adds
 * and a chip saying it is on (its ✕ takes it off). A rule the contracts no longer have is left out of the where, and
 * the chip says so rather than showing an empty list.
 * @example
 * const rule = useRuleFilter('place', { withCity: true }); // rule.where: { rule: 'withoutPhotos' }; rule.control, rule.chip
 */
export function useRuleFilter(type: string | undefined, { withCity = false } = {}) {
  const rules = rulesOf(type ?? '');
  const [searchParams] = useSearchParams();
  const chosen = searchParams.get(RULE_PARAM) ?? '';
  const rule = rules.find((r) => r.key === chosen);
  const [cityIds] = useIdListParam(PANEL_CITY_KEY);
  const cityId = withCity && cityIds.length === 1 ? cityIds[0] : undefined;
  const counts = useQuery({
    ...client.completeness.counts.options({ query: { type: type as TRuleType, ...(cityId ? { cityId } : {}) } }),
    enabled: rules.length > 0,
  });
  const updateSearch = useUrlSearchUpdate();
  const choose = (key: string) =>
    updateSearch((params) => {
      if (key) params.set(RULE_PARAM, key);
      else params.delete(RULE_PARAM);
      params.delete('page');
    });
  const where = useMemo<TWhere | undefined>(() => (rule ? { rule: rule.key } : undefined), [rule]);
  if (rules.length === 0)
    return { where: undefined, control: undefined, chip: undefined, label: undefined, key: undefined };
  const countOf = (key: string) => counts.data?.items.find((c) => c.key === key)?.count;
  const choices = [
    { value: '', label: 'Any' },
    ...rules.map((r) => {
      const n = countOf(r.key);
      return { value: r.key, label: `${capitalise(r.label)}${n === undefined ? '' : ` (${formatCount(n)})`}` };
    }),
  ];
  const control = (
    <ChoiceMenu label="Needs work" icon={<RuleIcon />} choices={choices} value={rule?.key ?? ''} onChange={choose} />
  );
  const chip = chosen ? (
    <Chip
      size="small"
      color={rule ? 'primary' : 'warning'}
      label={rule ? `Needs work: ${rule.label}` : `'${chosen}' is no longer a rule; showing every record`}
      onDelete={() => choose('')}
    />
  ) : undefined;
  return { where, control, chip, label: rule?.label, key: rule?.key };
}
