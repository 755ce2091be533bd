/** The last file sent for a document of an order, as the order page names it. */
export interface SentDocument {
  file_name: string;
  size: number;
  uploaded_at: string;
}
