import { SETTING_VALUE_SCHEMAS } from '@mise/contracts/resources/setting';
import { z } from 'zod';

const byKey: Record<string, z.ZodType> = SETTING_VALUE_SCHEMAS;

/** The value schema of a setting key; keys the contracts do not declare take any JSON. */
export const settingValueSchema = (key: string): z.ZodType => byKey[key] ?? z.json();
