import { RenameField } from '../../components/ui/rename-field';

/** The section's name as the public home titles it, renamed with PATCH homeSections/{id} {name}. */
export function SectionName({
  name,
  saving,
  onSave,
}: {
  name: string;
  saving: boolean;
  onSave: (name: string) => void;
}) {
  return <RenameField label="Section name" name={name} saving={saving} onSave={onSave} />;
}
