/** One choice of a filter panel or sort menu: its value and the label staff see. */
export type TChoice = { value: string; label: string };

/** Chips in the panel of which any number may be picked (a place's statuses), matching any of them; picking one makes the group the panel's one choice. */
export type TChipGroup = { key: string; label: string; options: readonly TChoice[] };
/** The picked chips' values by group key. */
export type TChipPicks = Readonly<Record<string, readonly string[]>>;
