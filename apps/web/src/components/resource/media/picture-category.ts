import type { TPicture } from '@mise/contracts/common/picture';
import { DEFAULT_ANIMATION, hasAnimationDimensions } from './animation-settings';

/** City picture categories, in the spec's order (part 1 §3 orientation options). */
export const PICTURE_CATEGORIES = ['Portrait', 'Landscape', 'Animated', 'Website', 'Marketing'] as const;
export type TPictureCategory = (typeof PICTURE_CATEGORIES)[number];

/** A city's two picture lists. */
export type TCityPictureLists = { _pictures: TPicture[]; _landscapePictures: TPicture[] };

/**
 * The category a city picture is in: the landscape list makes it Landscape, otherwise its flags decide.
 * @example
 * categoryOf({ id: 'a', url: '/img/x.jpg', isPortrait: true, isDetail: true }, false); // 'Website'
 */
export function categoryOf(picture: TPicture, isInLandscapeList: boolean): TPictureCategory {
  if (isInLandscapeList) return 'Landscape';
  if (picture.isMarketingImage) return 'Marketing';
  if (picture.isAnimated) return 'Animated';
  if (picture.isDetail) return 'Website';
  return 'Portrait';
}

/**
 * The picture with the flags of a category (part 1 §4 City picture categories).
 * @example
 * withCategory(picture, 'Website'); // { ...picture, isPortrait: true, isDetail: true, isAnimated: false, isMarketingImage: false, orientation: 'Website' }
 */
export function withCategory(picture: TPicture, category: TPictureCategory): TPicture {
  const cleared = {
    ...picture,
    isPortrait: false,
    isDetail: false,
    isAnimated: false,
    isMarketingImage: false,
    orientation: category,
  };
  switch (category) {
    case 'Portrait':
      return { ...cleared, isPortrait: true };
    case 'Website':
      return { ...cleared, isPortrait: true, isDetail: true };
    case 'Animated':
      return {
        ...cleared,
        isPortrait: true,
        isAnimated: true,
        // Default animation settings only when the picture has no dimensions yet.
        animation: hasAnimationDimensions(picture.animation)
          ? picture.animation
          : { ...DEFAULT_ANIMATION, ...picture.animation },
      };
    case 'Marketing':
      return { ...cleared, isMarketingImage: true };
    case 'Landscape':
      return cleared;
  }
}

/**
 * Both lists after putting one picture in a category: Landscape moves it to the front of the landscape list, any other
 * category out of the landscape list moves it to the front of the portrait list, otherwise it keeps its place.
 * @example
 * const next = moveToCategory(lists, pictureId, 'Landscape');
 * await client.city.patch({ id, body: next });
 */
export function moveToCategory(
  lists: TCityPictureLists,
  pictureId: string,
  category: TPictureCategory,
): TCityPictureLists {
  const inLandscape = lists._landscapePictures.find((p) => p.id === pictureId);
  const picture = inLandscape ?? lists._pictures.find((p) => p.id === pictureId);
  if (!picture) return lists;
  const changed = withCategory(picture, category);
  const toLandscape = category === 'Landscape';
  if (Boolean(inLandscape) === toLandscape) {
    const replace = (list: TPicture[]) => list.map((p) => (p.id === pictureId ? changed : p));
    return toLandscape
      ? { ...lists, _landscapePictures: replace(lists._landscapePictures) }
      : { ...lists, _pictures: replace(lists._pictures) };
  }
  const without = (list: TPicture[]) => list.filter((p) => p.id !== pictureId);
  return toLandscape
    ? { _pictures: without(lists._pictures), _landscapePictures: [changed, ...lists._landscapePictures] }
    : { _pictures: [changed, ...lists._pictures], _landscapePictures: without(lists._landscapePictures) };
}
