import { destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { defineArea } from '../../components/resource/area/define-area';
import { client } from '../../lib/client';
import { PackCitiesTab } from './pack-cities-tab';
import { PackDetailTab, packPrice } from './pack-detail-tab';
import { PackForm } from './pack-form';

/** The Destination Packs area under /dashboard/destination-packs (part 1 §2): search, 20 per page by name; Detail and Cities. */
export default defineArea({
  resource: destinationPackResource,
  slug: 'destination-packs',
  labels: { title: 'Destination Packs', one: 'destination pack', many: 'destination packs' },
  // part 1 §8 (destination pack); the delete toasts are the generic ones
  messages: {
    added: 'Add Destination Successful',
    edited: 'Edit Destination Successful',
    failed: 'Add/Edit Destination Unsuccessful',
  },
  list: {
    pageSize: 20,
    order: 'name ASC',
    fields: ['name', 'currencySymbol', 'currencyValue', 'durationValue', 'durationType'],
    row: (pack) => ({ primary: pack.name, secondary: packPrice(pack) }),
  },
  tabs: [
    { segment: 'detail', label: 'Detail', component: PackDetailTab },
    {
      segment: 'cities',
      label: 'Cities',
      count: { path: 'destinations', where: (id) => ({ destinationPackId: id }) },
      component: PackCitiesTab,
    },
  ],
  form: PackForm,
  // The city form's pack choices come from GET packs/get-packs, outside the packs' path.
  save: { alsoInvalidate: [client.destinationPack.getPacks.key()] },
});
