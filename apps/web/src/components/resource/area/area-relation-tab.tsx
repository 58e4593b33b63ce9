import type { TAreaRelation } from './area-types';
import { RelationPickerTab } from '../relation/relation-picker-tab';
import { RelationTab } from '../relation/relation-tab';

type TProps = { modelPath: string; id: number; tabLabel: string; relation: TAreaRelation };

/**
 * A declared relation tab (`tabs: [{ relation: … }]`): the related items, and an Add picker when `add` is declared.
 * @example
 * <AreaRelationTab modelPath="destinations" id={12} tabLabel="Cuisines" relation={{ name: 'cuisines', reorderable: true }} />
 */
export function AreaRelationTab({ modelPath, id, tabLabel, relation }: TProps) {
  const { name, label = tabLabel, add, ...rest } = relation;
  if (!add) return <RelationTab modelPath={modelPath} id={id} relation={name} label={label} {...rest} />;
  const saveIds = add.saveIds && ((ids: number[], updated: string | undefined) => add.saveIds!(id, ids, updated));
  return (
    <RelationPickerTab
      modelPath={modelPath}
      id={id}
      relation={name}
      candidatesPath={add.candidatesPath}
      candidates={add.candidates?.(id)}
      pickerPageSize={add.pageSize}
      label={label}
      addMessages={add.messages}
      saveIds={saveIds}
      {...rest}
    />
  );
}
