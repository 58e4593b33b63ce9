import { placeResource } from '@mise/contracts/resources/place';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useArea } from '../../components/resource/area/area-context';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { CopyLinkButton } from '../../components/resource/detail/copy-link-button';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { FlagCheckboxes } from '../../components/resource/detail/flag-checkboxes';
import { InProductButton } from '../../components/resource/detail/in-product-button';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { NotesBox } from '../../components/resource/detail/notes-box';
import { RelatedUsersDrawer } from '../../components/resource/detail/related-users-drawer';
import { weekHours } from './opening-hours';
import { PlaceSocialLinks } from './place-social-links';
import { PlaceStatusSelect } from './place-status-select';
import { PlaceSuggesters } from './place-suggesters';
import type { TPlace } from './place-record';

/** '$$' for a price range of 2 (part 2 §9). */
const dollars = (range: number | null) => (range ? '$'.repeat(range) : undefined);
/** '★★☆' for 2 of 3 stars. */
const stars = (rating: number | null) =>
  rating === null ? 'Not rated' : `${'★'.repeat(rating)}${'☆'.repeat(3 - rating)}`;

/** A titled block of the detail. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The place's details (part 2 §2 "Detail"): actions, status, flags, ratings, contact, social media, hours, descriptions
 * and notes.
 */
export function PlaceDetailsTab({ item: place }: TAreaTabProps<TPlace>) {
  const { messages } = useArea();
  const path = placeResource.path;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={place} end={<InProductButton path={path} item={place} />}>
        <PlaceStatusSelect id={place.id} status={place.status} />
        <CopyLinkButton path={`/places/${place.slug || place.id}`} />
      </ItemToolbar>
      <DetailFieldGrid
        entries={[
          ['City', place.destination?.name],
          ['Price range', dollars(place.range)],
          ['Rating', stars(place.guideRating)],
          ['Place types', place.types.join(', ') || undefined],
          ...itemDates(place),
        ]}
      />
      <PlaceSuggesters id={place.id} suggesters={place.suggestions ?? []} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <RelatedUsersDrawer
          modelPath={path}
          id={place.id}
          relation="favouriters"
          title="Liked By"
          count={place.favouriteCount}
        />
        <RelatedUsersDrawer
          modelPath={path}
          id={place.id}
          relation="wishers"
          title="Saved By"
          count={place.wishCount}
        />
      </Box>
      <FlagCheckboxes
        path={path}
        id={place.id}
        newlyAdded={place.newlyAdded}
        recentlyUpdated={place.recentlyUpdated}
        more={[
          { key: 'bookWeeksAhead', label: 'Book weeks ahead', checked: place.bookWeeksAhead },
          { key: 'expectALine', label: 'Expect a line', checked: place.expectALine },
        ]}
      />
      <Divider />
      <Block id="place-ratings" title="Ratings">
        <DetailFieldGrid entries={place.externalRatings.map((r) => [r.name, String(r.value)] as const)} />
        {place.externalRatings.length === 0 && <Typography color="text.secondary">No external ratings</Typography>}
      </Block>
      <Block id="place-contact" title="Contact">
        <DetailFieldGrid
          entries={[
            ['Address', place.address],
            ['Local-language address', place.localeAddress],
            ['Line 1', place.addressLine1],
            ['Locality', place.locality],
            ['City (address)', place.city],
            ['Zipcode', place.zipcode],
            ['Contact number', place.phone],
            ['Email', place.place_email],
            ['Website', place.website],
            ['Reservation link', place.reservationLink],
            ['Instagram', place.instagramLink],
            ['Takeout and delivery', place.takeoutAndDelivery ? 'Yes' : 'No'],
          ]}
        />
      </Block>
      <Block id="place-social" title="Social media">
        <PlaceSocialLinks links={place.socialUrls} />
      </Block>
      <Block id="place-hours" title="Hours of operation">
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {weekHours(place._openingDays).map(({ day, hours }) => (
            <Box key={day} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {day}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {hours.join(', ')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Block>
      <Block id="place-short-description" title="Short description">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{place.shortDescription || '—'}</Typography>
      </Block>
      <Block id="place-description" title="Description">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{place.description || '—'}</Typography>
      </Block>
      <NotesBox path={path} id={place.id} notes={place.notes} messages={messages} />
    </Box>
  );
}
