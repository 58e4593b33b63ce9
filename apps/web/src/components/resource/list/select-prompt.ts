/**
 * The empty detail pane's text, 'Select a city from the list.' (the master-detail layout, part 1 §1). The article follows the
 * sound, not the letter: 'a user', 'a unit', 'a eucalyptus' sound a consonant first; 'an eatinerary', 'an umbrella' a vowel.
 * @example
 * selectPrompt('user') // 'Select a user from the list.'
 * selectPrompt('explore list') // 'Select an explore list from the list.'
 */
export function selectPrompt(one: string): string {
  return `Select ${startsWithVowelSound(one) ? 'an' : 'a'} ${one} from the list.`;
}

/** A vowel letter, less those read as 'you' (use-, uni-, ut-, eu-) or 'won' (one-). */
function startsWithVowelSound(word: string): boolean {
  return /^[aeiou]/i.test(word) && !/^(u(s|ni|t[aeiou]|r[aeiou])|eu|one)/i.test(word);
}
