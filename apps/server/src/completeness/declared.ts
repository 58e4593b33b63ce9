import { installCompleteness, refreshCompleteness } from './install';
import { rulePlans, type TRulePlan } from './rule-plan';

type TSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The served models' rule plans. Loaded on first use: the models' registry reads every resource folder. */
export function declaredRulePlans(): Promise<TRulePlan[]> {
  plans ??= import('../resources/registry').then(({ allModels }) => rulePlans(allModels));
  return plans;
}
let plans: Promise<TRulePlan[]> | undefined;

/** A step of `migrate()`: the contracts' completeness rules installed, and records refilled where they changed. */
export async function installDeclaredRules(run: TSql): Promise<string[]> {
  return installCompleteness(run, await declaredRulePlans());
}

/** Every type's record state recounted, after a bulk load with the rule triggers quiet. */
export async function refreshDeclaredRules(run: TSql): Promise<void> {
  await refreshCompleteness(run, await declaredRulePlans());
}
