import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { capitalise, itemPath, useArea } from './area-context';
import { AreaPicturesTab } from './area-pictures-tab';
import { AreaRelationTab } from './area-relation-tab';
import type { TAnyItem, TArea } from './area-types';
import { DetailTabs, type TDetailTab } from '../detail/detail-tabs';
import { PublishLock } from '../detail/publish-toggle';
import { isItemId, useAreaItem, useRelatedCounts } from '../detail/use-area-item';
import { typeOfModel } from '@mise/contracts/registry';
import { ClaimNotice } from '../../desk/claims';
import { useWorkFormValue, useWorkThrough, WorkFormContext } from '../../desk/use-work-through';
import { WorkBar } from '../../desk/work-bar';

const TITLE_ID = 'area-item-title';

/** Each tab's label count, from the item or from another model's count. */
function tabsWithCounts(area: TArea, item: TAnyItem, related: Record<string, number | undefined>): TDetailTab[] {
  return area.tabs.map(({ segment, label, count, countStyle }) => ({
    segment,
    label,
    countStyle,
    count: typeof count === 'function' ? count(item) : count ? related[segment] : undefined,
  }));
}

/** The open tab: the area's own component, or a relation or pictures tab the kit builds from the declaration. */
function TabBody({ area, tab, item }: { area: TArea; tab: TArea['tabs'][number]; item: TAnyItem }) {
  if ('component' in tab) return <tab.component id={item.id} item={item} />;
  if ('relation' in tab)
    return <AreaRelationTab modelPath={area.resource.path} id={item.id} tabLabel={tab.label} relation={tab.relation} />;
  return <AreaPicturesTab modelPath={area.resource.path} item={item} pictures={tab.pictures} />;
}

/** The item's heading, with the lock of a publishable model. */
function ItemHeading({ area, item, single }: { area: TArea; item: TAnyItem; single: boolean }) {
  return (
    <Box
      sx={
        single
          ? { display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }
          : { display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }
      }
    >
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {area.itemTitle(item)}
      </Typography>
      {area.resource.traits.publish && <PublishLock published={item.isPublished === true} />}
    </Box>
  );
}

/**
 * /dashboard/{slug}/{id}/{tab}: checks the id, loads the item, shows its heading (and lock), the tabs with their counts and
 * the open tab; an unknown tab goes to the first. An area with one tab shows no tab bar.
 * @example
 * <Route path=":id/:tab" element={<AreaDetail />} />
 */
export function AreaDetail() {
  const area = useArea();
  const params = useParams();
  const id = Number(params.id);
  const item = useAreaItem(area, id);
  const related = useRelatedCounts(area, id);
  const tab = area.tabs.find((t) => t.segment === params.tab);
  const { one } = area.labels;
  // Opened in a work-through (`?work=`, issue 34 point 4): its bar, and Save and next in the record's form.
  const work = useWorkThrough(area, id);
  const workForm = useWorkFormValue(work);

  if (!isItemId(id))
    return (
      <Alert severity="error">
        There is no {one} with the id “{params.id}”.
      </Alert>
    );
  if (!tab) return <Navigate to={itemPath(area, id)} replace />;
  if (item.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={`Loading ${one}`} />
      </Box>
    );
  }
  if (item.error || !item.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(item.error, `The ${one} could not be loaded`)}
      </Alert>
    );
  }

  const body = <TabBody key={id} area={area} tab={tab} item={item.data} />;
  // Another editor working through a list is on this record; the one working through it sees the bar.
  const above = (
    <>
      {work && <WorkBar work={work} />}
      <ClaimNotice type={typeOfModel(area.resource.model)?.name} id={id} />
    </>
  );
  const page =
    area.tabs.length === 1 ? (
      <Box component="article" aria-labelledby={TITLE_ID} sx={{ p: 2 }}>
        <ItemHeading area={area} item={item.data} single />
        {body}
      </Box>
    ) : (
      <Box component="article" aria-labelledby={TITLE_ID}>
        <ItemHeading area={area} item={item.data} single={false} />
        <DetailTabs
          basePath={`${area.basePath}/${id}`}
          active={tab.segment}
          label={`${capitalise(one)} sections`}
          tabs={tabsWithCounts(area, item.data, related)}
        />
        <Box role="tabpanel" aria-label={tab.label} sx={{ p: 2 }}>
          {body}
        </Box>
      </Box>
    );
  return (
    <WorkFormContext.Provider value={workForm}>
      {above}
      {page}
    </WorkFormContext.Provider>
  );
}
