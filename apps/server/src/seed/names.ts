import { Faker, base, en } from '@faker-js/faker';
import type { Rng } from './prng';

/**
 * Word lists and pools of faker-made strings. Faker is seeded once per run and only fills pools;
 * rows are then composed from the pools with the seeded Rng, which keeps a million rows fast and deterministic.
 */

export const DRINKS = [
  'Espresso',
  'Flat White',
  'Masala Chai',
  'Mint Tea',
  'Matcha Latte',
  'Turkish Coffee',
  'Cold Brew',
  'Horchata',
  'Mango Lassi',
  'Pisco Sour',
  'Caipirinha',
  'Negroni',
  'Aperol Spritz',
  'Mezcal Margarita',
  'Sake',
  'Soju',
  'Baijiu',
  'Rakı',
  'Ouzo',
  'Vinho Verde',
  'Sherry',
  'Port Wine',
  'Craft IPA',
  'Belgian Tripel',
  'Cider',
  'Kombucha',
  'Bubble Tea',
  'Thai Iced Tea',
  'Vietnamese Iced Coffee',
  'Hibiscus Agua Fresca',
  'Kvass',
  'Ayran',
  'Tepache',
  'Michelada',
  'Mojito',
  'Sangria',
  'Irish Coffee',
  'Hot Chocolate',
  'Yerba Mate',
  'Amazake',
] as const;

/** Tag categories with their tags (a tag may appear in two categories). */
export const TAG_CATEGORIES: readonly (readonly [string, readonly string[]])[] = [
  [
    'Vibe',
    [
      'Cozy',
      'Lively',
      'Romantic',
      'Hidden Gem',
      'Trendy',
      'Old School',
      'Casual',
      'Upscale',
      'Family Run',
      'Buzzing Bar Scene',
    ],
  ],
  [
    'Occasion',
    [
      'Date Night',
      'Brunch',
      'Business Lunch',
      'Late Night',
      'Group Dining',
      'Solo Dining',
      'Celebration',
      'Quick Bite',
    ],
  ],
  [
    'Dietary',
    [
      'Vegan Friendly',
      'Vegetarian Friendly',
      'Gluten Free Options',
      'Halal',
      'Kosher',
      'Dairy Free Options',
      'Pescatarian',
    ],
  ],
  [
    'Features',
    [
      'Outdoor Seating',
      'Counter Seating',
      'Open Kitchen',
      'Tasting Menu',
      'Natural Wine',
      'Craft Cocktails',
      'Dog Friendly',
      'Live Music',
      'Rooftop',
      'Waterfront View',
    ],
  ],
  ['Price', ['Cheap Eats', 'Good Value', 'Splurge']],
  ['Meal', ['Breakfast', 'Brunch', 'Lunch', 'Dinner', 'Dessert', 'Coffee', 'Drinks']],
];

/** Words that fit each place type of the establishmentPlaceType setting (by value). */
export const PLACE_KINDS: Record<string, readonly string[]> = {
  restaurant: [
    'Kitchen',
    'Bistro',
    'Table',
    'Grill',
    'Trattoria',
    'Brasserie',
    'Eatery',
    'Dining Room',
    'Canteen',
    'Osteria',
    'Cantina',
    'Supper Club',
  ],
  bar: ['Bar', 'Tavern', 'Lounge', 'Taproom', 'Wine Bar', 'Cocktail Club', 'Pub', 'Bodega'],
  cafe: ['Café', 'Coffee House', 'Espresso Bar', 'Tea Room', 'Roasters'],
  bakery: ['Bakery', 'Bakehouse', 'Patisserie', 'Boulangerie', 'Bread Co.'],
  street_food: ['Street Kitchen', 'Food Truck', 'Stand', 'Noodle Cart', 'Taqueria', 'Dumpling Stall'],
  market: ['Market', 'Deli', 'Grocer', 'Provisions', 'Larder'],
  food_hall: ['Food Hall', 'Market Hall', 'Food Court', 'Hawker Centre'],
  dessert_shop: ['Gelateria', 'Creamery', 'Sweets', 'Dessert Bar', 'Chocolatier'],
};

export const NAME_NOUNS = [
  'Olive',
  'Fig',
  'Salt',
  'Ember',
  'Copper',
  'Larder',
  'Harvest',
  'Saffron',
  'Lantern',
  'Anchor',
  'Orchard',
  'Hearth',
  'Pepper',
  'Juniper',
  'Clove',
  'Thyme',
  'Barley',
  'Honey',
  'Lemon',
  'Quince',
  'Ginger',
  'Sesame',
  'Pine',
  'Oak',
  'Willow',
  'Harbor',
  'Garden',
  'Cellar',
  'Vine',
  'Spoon',
  'Ladle',
  'Kettle',
  'Oven',
  'Smoke',
  'Tide',
  'Fox',
  'Heron',
  'Owl',
  'Rabbit',
  'Sparrow',
  'Crow',
  'Lark',
  'Bear',
  'Goat',
] as const;

export const NAME_ADJECTIVES = [
  'Golden',
  'Little',
  'Crooked',
  'Wild',
  'Hungry',
  'Salty',
  'Green',
  'Blue',
  'Red',
  'Silver',
  'Hidden',
  'Lucky',
  'Humble',
  'Smoky',
  'Rustic',
  'Bright',
  'Quiet',
  'Sunny',
  'Velvet',
  'Iron',
  'Copper',
  'Black',
  'White',
  'Twisted',
  'Spicy',
  'Sweet',
  'Merry',
  'Old',
] as const;

export const LANDMARK_PATTERNS = [
  '{city} Cathedral',
  'Old Town Square',
  '{city} Central Market',
  'National Museum of {country}',
  '{last} Park',
  '{city} Botanical Garden',
  '{city} Opera House',
  'Harbour Lighthouse',
  '{last} Bridge',
  'Royal Palace of {city}',
  '{city} City Hall',
  '{city} Castle',
  'Museum of Modern Art {city}',
  '{last} Memorial',
  'Riverside Promenade',
  '{city} Grand Mosque',
  '{city} Central Station',
  '{last} Tower',
  'Fish Market of {city}',
  '{city} Observatory',
  '{last} Gardens',
  'Old Port of {city}',
  '{city} History Museum',
] as const;

export const LIST_PATTERNS = [
  'Best {dish} in {city}',
  '{city} Date Night',
  'Late-Night Eats in {city}',
  'Where Locals Eat in {city}',
  'Cheap Eats: {city}',
  '{city} Brunch Spots',
  'A Coffee Crawl Through {city}',
  '{cuisine} Favourites in {city}',
  'Rooftop Drinks in {city}',
  'First Timer’s {city}',
  'Hidden Gems of {city}',
  '{city} Bakeries Worth the Queue',
  'Tasting Menus in {city}',
  'Street Food in {city}',
] as const;

export const EATINERARY_PATTERNS = [
  '48 Hours in {city}',
  'A Perfect Food Day in {city}',
  '{city} on a Budget',
  'A Weekend of {cuisine} in {city}',
  '{city} for First Timers',
  'Rainy Day in {city}',
  'A Sweet Tooth’s {city}',
] as const;
export const EATINERARY_SECTIONS = [
  'Breakfast',
  'Morning Coffee',
  'Lunch',
  'Afternoon Snack',
  'Aperitivo',
  'Dinner',
  'Nightcap',
  'Late Night',
] as const;

export const QUOTES = [
  'One cannot think well, love well, sleep well, if one has not dined well. — Virginia Woolf',
  'People who love to eat are always the best people. — Julia Child',
  'Food is symbolic of love when words are inadequate. — Alan D. Wolfelt',
  'First we eat, then we do everything else. — M. F. K. Fisher',
  'Laughter is brightest where food is best. — Irish proverb',
  'Cooking is like love. It should be entered into with abandon or not at all. — Harriet Van Horne',
  'Tell me what you eat, and I will tell you what you are. — Jean Anthelme Brillat-Savarin',
  'Travel and change of place impart new vigour to the mind. — Seneca',
  'The journey of a thousand miles begins with one step. — Lao Tzu',
  'There is no sincerer love than the love of food. — George Bernard Shaw',
  'Life is uncertain. Eat dessert first. — Ernestine Ulmer',
  'A recipe has no soul. You, as the cook, must bring soul to the recipe. — Thomas Keller',
  'To eat is a necessity, but to eat intelligently is an art. — François de La Rochefoucauld',
  'We travel not to escape life, but for life not to escape us. — Anonymous',
] as const;

export const REVIEW_OPENERS = [
  'Came here on a friend’s recommendation and it did not disappoint.',
  'Walked in without a booking on a busy night.',
  'Our second visit this year.',
  'Stopped by for a quick bite before a show.',
  'Finally tried this place after months on my list.',
  'Popped in on a rainy afternoon.',
  'Celebrated a birthday here.',
  'Came for lunch with colleagues.',
] as const;
export const REVIEW_MIDDLES = [
  'The {dish} was {adj} and generously portioned.',
  'Service was {service}, and the room had a great buzz.',
  'The {dish} stole the show — {adj} and perfectly seasoned.',
  'Prices are fair for the quality.',
  'The wine list is short but well chosen.',
  'Desserts were the weak point.',
  'We waited a while for a table, but it was worth it.',
  'The {dish} was a little {adj2} for my taste.',
  'Staff explained every plate with real enthusiasm.',
  'Portions are on the small side.',
] as const;
export const REVIEW_CLOSERS = [
  'Will be back.',
  'Recommended.',
  'Worth the trip.',
  'Good, not great.',
  'Book ahead on weekends.',
  'A neighbourhood favourite.',
  'Go hungry.',
] as const;
export const SERVICE_WORDS = ['warm', 'quick', 'friendly', 'a bit slow', 'attentive', 'charming', 'efficient'] as const;

export const COUPON_NAMES = [
  'Summer Feast',
  'Welcome Offer',
  'Weekend Getaway',
  'Foodie Week',
  'Holiday Treat',
  'Spring Tasting',
  'Autumn Harvest',
  'Winter Warmers',
  'Friends & Family',
  'Early Bird',
  'City Explorer',
  'Loyalty Reward',
] as const;
export const CUISINE_VARIANTS = ['Modern', 'Coastal', 'Northern', 'Southern', 'Home-style', 'Street', 'Royal'] as const;
export const LOCALITIES = [
  'Old Town',
  'Downtown',
  'Harbourside',
  'Riverside',
  'Market District',
  'Uptown',
  'University Quarter',
  'Station Quarter',
  'Hillside',
  'Arts District',
  'Chinatown',
  'Little Italy',
  'Waterfront',
  'Midtown',
  'West End',
  'East Side',
] as const;
export const BYLINES = [
  'Where {cuisine} meets the street',
  'A city that eats late',
  'Markets, bakeries and long lunches',
  'The capital of {dish}',
  'Small plates, big views',
  'Old recipes, new kitchens',
  'Coffee first, then everything else',
] as const;

export type TPools = {
  firstNames: string[];
  lastNames: string[];
  streets: string[];
  zipcodes: string[];
  foodDescriptions: string[];
  bios: string[];
  foodAdjectives: string[];
  ingredients: string[];
  /** Real dishes (faker's list), then unique patterned ones. */
  dishNames: string[];
  cuisineNames: string[];
};

/** Builds the pools from a Faker seeded with `seed`; sizes are fixed so the pools do not depend on the scale. */
export function buildPools(seed: number, maxDishes: number, maxCuisines: number): TPools {
  const f = new Faker({ locale: [en, base] });
  f.seed(seed);
  const repeat = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
  const food = f.definitions.food as unknown as {
    dish: string[];
    ethnic_category: string[];
    adjective: string[];
    ingredient: string[];
  };
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

  const dishNames: string[] = [];
  const seenDish = new Set<string>();
  const addDish = (name: string) => {
    const key = name.toLowerCase();
    if (seenDish.has(key)) return;
    seenDish.add(key);
    dishNames.push(capital(name));
  };
  for (const d of food.dish) addDish(d);
  for (let tries = 0; dishNames.length < maxDishes && tries < maxDishes * 20; tries++) addDish(f.food.dish());

  const cuisineNames = [...food.ethnic_category];
  for (const variant of CUISINE_VARIANTS) {
    if (cuisineNames.length >= maxCuisines) break;
    for (const c of food.ethnic_category) cuisineNames.push(`${variant} ${c}`);
  }

  return {
    firstNames: repeat(3000, () => f.person.firstName()),
    lastNames: repeat(3000, () => f.person.lastName()),
    streets: repeat(4000, () => f.location.street()),
    zipcodes: repeat(2000, () => f.location.zipCode()),
    foodDescriptions: repeat(800, () => f.food.description()),
    bios: repeat(400, () => f.person.bio()),
    foodAdjectives: [...food.adjective],
    ingredients: food.ingredient.map(capital),
    dishNames: dishNames.slice(0, maxDishes),
    cuisineNames: cuisineNames.slice(0, maxCuisines),
  };
}

/** Fills {placeholders} from `values`. */
export function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** ASCII letters only, for e-mail local parts. */
export function asciiWord(text: string): string {
  return slugify(text).replace(/-/g, '');
}

/** A place name that fits its type: "Harbor Kitchen", "Dubois's Bakery", "The Golden Fig". */
export function placeName(
  rng: Rng,
  pools: TPools,
  { kindWords, cityName, cuisine }: { kindWords: readonly string[]; cityName: string; cuisine: string },
): string {
  const kind = rng.pick(kindWords);
  switch (rng.int(0, 7)) {
    case 0:
      return `${rng.pick(pools.lastNames)}'s ${kind}`;
    case 1:
      return `The ${rng.pick(NAME_ADJECTIVES)} ${rng.pick(NAME_NOUNS)}`;
    case 2:
      return `${cuisine} ${kind}`;
    case 3:
      return `${rng.pick(NAME_NOUNS)} & ${rng.pick(NAME_NOUNS)}`;
    case 4:
      return `${kind} ${rng.pick(pools.lastNames)}`;
    case 5:
      return `${cityName.split(/[\s/,]/)[0]} ${kind}`;
    case 6:
      return `${rng.pick(NAME_ADJECTIVES)} ${rng.pick(pools.ingredients)}`;
    default:
      return `${rng.pick(NAME_NOUNS)} ${kind}`;
  }
}
