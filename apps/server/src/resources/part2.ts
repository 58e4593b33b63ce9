import type { TModel } from '../crud/model';
import { cuisineModel } from './cuisine/model';
import { cityModel } from './city/model';
import { placeModel } from './place/model';
import { dishModel } from './dish/model';
import { homeSectionEntityModel } from './home-section-entity/model';
import { homeSectionModel } from './home-section/model';
import { landmarkModel } from './landmark/model';
import { exploreListModel } from './explore-list/model';
import { reviewModel } from './review/model';
import { tagCategoryModel } from './tag-category/model';
import { tagModel } from './tag/model';
import { userListItemModel } from './user-list-item/model';
import { userListModel } from './user-list/model';
import { userReviewModel } from './user-review/model';
import { userModel } from './user/model';

/** Part 2 content types, plus cities and users which both parts relate to. */
export const part2Models: TModel[] = [
  cityModel,
  placeModel,
  dishModel,
  cuisineModel,
  landmarkModel,
  exploreListModel,
  reviewModel,
  userReviewModel,
  tagModel,
  tagCategoryModel,
  userModel,
  userListModel,
  userListItemModel,
  homeSectionModel,
  homeSectionEntityModel,
];
