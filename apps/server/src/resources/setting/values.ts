import { SETTING_VALUE_SCHEMAS } from '@mise/contracts/resources/setting';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';

const byKey: Record<string, z.ZodType> = SETTING_VALUE_SCHEMAS;

/** The value schema of a setting key; keys the contracts do not declare take any JSON. */
export const settingValueSchema = (key: string): z.ZodType => byKey[key] ?? z.json();

/** `value[2].name`: where an issue sits in the sent value, as a person reads it. */
const valuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    'value',
  );

/**
 * The value checked against the row's key, as it will be stored (place type values derived, new continents given one).
 * A refusal is the API's usual 400 with the key in front of each issue (`establishmentPlaceType: value[2].name: This
 * field is required`), and `details` naming the paths the way request validation does.
 * @example
 * const value = parseSettingValue('continentName', [{ name: 'Europe' }]); // [{ name: 'Europe', value: 'europe' }]
 */
export function parseSettingValue(key: string, value: unknown): unknown {
  const parsed = settingValueSchema(key).safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  throw badRequest(
    issues.map((i) => `${key}: ${valuePath(i.path)}: ${i.message}`).join('; '),
    issues.map((i) => ({ path: `/value${i.path.map((p) => `/${String(p)}`).join('')}`, message: i.message })),
  );
}
