/** A rules page as data: the same shape in both languages, rendered by one component. */
export interface RulesSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A table: first row is the header. */
  table?: readonly (readonly string[])[];
  /** "House rule" note: where docs/rules.md settles something the seed leaves open. */
  houseRule?: string;
}

export interface RulesDoc {
  title: string;
  intro: string;
  sections: readonly RulesSection[];
}
