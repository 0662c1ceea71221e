/** What the detail page needs of a document to tell its versions apart. */
export interface VersionedDocument {
  fileId: string;
  /** The form field it answers, e.g. transcript; `other` for a document asked for outside the form. */
  fileAlias: string;
  label: string;
  uploadedAt: string;
}

/** A neighbouring version of a document: where it is in the list, and when it came. */
export interface VersionLink {
  index: number;
  fileId: string;
  /** "College transcript (version 2 of 3)" */
  label: string;
  /** "version 2 of 3", for a link beside the document's own name */
  version: string;
  uploadedAt: string;
}

export interface DocumentVersion {
  /** "College transcript", or "College transcript (version 2 of 2)" when it was sent again. */
  label: string;
  /** The download name's middle: transcript, then transcript_v2, transcript_v3… */
  alias: string;
  /** The version sent after this one, which replaces it (null for the newest). */
  newer: VersionLink | null;
  /** The version this one replaces (null for the first). */
  older: VersionLink | null;
}

/** Documents asked for outside the form are each a document of their own, not a new copy of the last. */
const SEPARATE = 'other';

/**
 * A document sent again in answer to a request is a new version beside the first: the list
 * (oldest first within a field, as the server orders it) names each "College transcript
 * (version 2 of 2)", saves it as {lastName}_{fileAlias}_v2, and links each version to the one
 * it replaces and the one that replaced it. "Other document"s are numbered "(2 of 2)" and
 * replace nothing.
 */
export function documentVersions(documents: readonly VersionedDocument[]): DocumentVersion[] {
  const byAlias = new Map<string, number[]>();
  documents.forEach((doc, index) => byAlias.set(doc.fileAlias, [...(byAlias.get(doc.fileAlias) ?? []), index]));
  const labelAt = (index: number): string => {
    const doc = documents[index]!;
    const all = byAlias.get(doc.fileAlias)!;
    if (all.length < 2) return doc.label;
    const n = all.indexOf(index) + 1;
    return doc.fileAlias === SEPARATE ? `${doc.label} (${n} of ${all.length})` : `${doc.label} (version ${n} of ${all.length})`;
  };
  const link = (index: number | undefined): VersionLink | null => {
    if (index === undefined) return null;
    const doc = documents[index]!;
    const all = byAlias.get(doc.fileAlias)!;
    const version = `version ${all.indexOf(index) + 1} of ${all.length}`;
    return { index, fileId: doc.fileId, label: labelAt(index), version, uploadedAt: doc.uploadedAt };
  };
  return documents.map((doc, index) => {
    const all = byAlias.get(doc.fileAlias)!;
    const at = all.indexOf(index);
    const versioned = doc.fileAlias !== SEPARATE;
    return {
      label: labelAt(index),
      alias: at > 0 ? `${doc.fileAlias}_v${at + 1}` : doc.fileAlias,
      newer: versioned ? link(all[at + 1]) : null,
      older: versioned ? link(at > 0 ? all[at - 1] : undefined) : null,
    };
  });
}
