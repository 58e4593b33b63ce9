import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MentionView } from '../../mentions/mention-view';
import { useArea } from '../area/area-context';
import { CopyLinkButton } from './copy-link-button';
import { DetailField } from './detail-field';
import { DetailFieldGrid, type TDetailEntry, itemDates } from './detail-field-grid';
import { FlagCheckboxes } from './flag-checkboxes';
import { ItemToolbar } from './item-toolbar';
import { NotesBox } from './notes-box';

/** What every editorial item carries (part 2 §3: dishes, cuisines, explore lists, landmarks). */
export type TEditorialItem = {
  id: number;
  name: string;
  created: string;
  updated: string;
  shortDescription: string | null;
  description: string | null;
  notes: string | null;
  newlyAdded: boolean;
  recentlyUpdated: boolean;
};

export type TEditorialDetailsProps = {
  item: TEditorialItem;
  /** Public links the toolbar copies (part 2 §2 copy-link buttons), each `{site}{path}`. */
  links: readonly { path: string; label?: string }[];
  /** Fields shown above the dates (a dish's type, an explore list's city). */
  entries?: readonly TDetailEntry[];
  /** The area's own toolbar actions after the copy links (a landmark's maps button). */
  actions?: ReactNode;
  /** The descriptions hold mentions (typed with the mention autocomplete, a landmark's): shown as links, not as markup. */
  mentions?: boolean;
};

/** A description under its label; with `mentions`, each mention a link to the mentioned item. */
function Description({ label, text, mentions }: { label: string; text: string | null; mentions: boolean }) {
  if (!mentions) return <DetailField label={label} value={text} />;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <MentionView text={text} />
      </Box>
    </Box>
  );
}

/**
 * The detail of an editorial item as part 2 §2 describes dishes, cuisines, explore lists and landmarks alike: the toolbar
 * (publish, copy links, edit, delete), its fields and dates, the Newly added / Recently updated flags, the short and
 * long descriptions, and the notes box, under the area's model path and with the area's toasts.
 * @example
 * <EditorialDetails item={cuisine} links={[{ path: `/cuisines/${cuisine.slug || cuisine.id}` }]} />
 */
export function EditorialDetails({ item, links, entries = [], actions, mentions = false }: TEditorialDetailsProps) {
  const { resource, messages } = useArea();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={item}>
        {links.map((link) => (
          <CopyLinkButton key={link.path} path={link.path} label={link.label} />
        ))}
        {actions}
      </ItemToolbar>
      <DetailFieldGrid entries={[...entries, ...itemDates(item)]} />
      <FlagCheckboxes
        path={resource.path}
        id={item.id}
        newlyAdded={item.newlyAdded}
        recentlyUpdated={item.recentlyUpdated}
      />
      <Divider />
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        <Description label="Short description" text={item.shortDescription} mentions={mentions} />
        <Description label="Description" text={item.description} mentions={mentions} />
      </Box>
      <NotesBox path={resource.path} id={item.id} notes={item.notes} messages={messages} />
    </Box>
  );
}
