/** Where an anchor's figure was checked. */
export interface Source {
  publisher: string;
  /**
   * Year of publication. When the page carries no date, the year it was checked,
   * and `yearChecked` is set so the doc can say so.
   */
  year: number;
  title?: string;
  /** Only a URL that was actually seen; never a guessed one. */
  url?: string;
  yearChecked?: true;
  /**
   * Set when the figure still rests on a secondary source (a news report, an encyclopedia, a mirror):
   * why, so that docs/anchors.md can say so. Absent for a primary source (the agency, observatory,
   * statistics office, company filing, standards body or peer-reviewed paper itself).
   */
  secondary?: string;
}

/** Fields every anchor shares, whatever its expression. */
export interface AnchorBase {
  /** Noun phrase that continues the sentence, lower case, no full stop. */
  wording: string;
  source: Source;
}

/** An anchor after module load: its figure in the base unit and its finished phrase. */
export interface PreparedAnchor {
  figure: number;
  /** The anchor's own figure as shown in parentheses, e.g. `≈8,849 m` or `1969`. */
  shown: string;
  /** Wording plus the shown figure in parentheses. */
  phrase: string;
  wording: string;
  source: Source;
}
