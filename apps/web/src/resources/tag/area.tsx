import { definePageArea } from '../../components/resource/area/define-page-area';
import { TagsPage } from './tags-page';

/** /dashboard/tags (part 2 §2 "Tag categories and tags"; the spec leaves the route open): one page, no master-detail. */
export default definePageArea({ slug: 'tags', page: TagsPage });
