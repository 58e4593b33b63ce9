import type { TModel } from '../crud/model';
import { cuisineModel } from './cuisines/model';
import { cityModel } from './destinations/model';
import { placeModel } from './establishments/model';
import { dishModel } from './foodDrinks/model';
import { homeSectionEntityModel } from './homeSectionEntities/model';
import { homeSectionModel } from './homeSections/model';
import { landmarkModel } from './landmarks/model';
import { exploreListModel } from './lists/model';
import { reviewModel } from './reviews/model';
import { tagCategoryModel } from './tagCategories/model';
import { tagModel } from './tags/model';
import { userListItemModel } from './userListItems/model';
import { userListModel } from './userLists/model';
import { userReviewModel } from './userReviews/model';
import { userModel } from './users/model';

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
