/** Shape shared by the terms, privacy policy and community guidelines pages. */
export type LegalSection = {
  heading: string;
  paragraphs: string[];
};

export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the document. */
  updated: string;
  intro: string;
  sections: LegalSection[];
};
