/**
 * pg_trgm's `word_similarity`, computed in the server's memory for the search index
 * (search-index.server.ts), so that ranking a term against 40,000 texts costs no SQL.
 *
 * It must answer exactly as the database does, or the suggestions and the search page would
 * disagree: the same words, the same padded trigrams, the same greedy walk over the text's
 * trigrams, the same float4 arithmetic. tests/integration/search-index.test.ts compares it with the
 * database's own function on both databases.
 *
 * - A word is a run of characters the database counts as alphanumeric (`t_isalnum` in its
 *   UTF-8 ctype: letters, decimal digits, letter numbers; Hebrew points count, Latin combining
 *   accents don't, and the texts compared here are folded without accents anyway).
 * - Each word, padded with two spaces before and one after, gives its trigrams in order.
 * - The similarity of a term and a text is the best, over the extents of the text's trigram
 *   sequence that the walk considers, of |shared| / (|term| + |extent| − |shared|), counting
 *   distinct trigrams.
 */

const WORD_CHARACTER = /[\p{L}\p{Nd}\p{Nl}\u0591-\u05C7]/u;

/** The trigrams of `text`, word by word, in order (duplicates kept). Texts are lower case already. */
export function trigramSequence(text: string): string[] {
  const trigrams: string[] = [];
  let word: string[] = [];
  const endWord = () => {
    if (word.length === 0) return;
    const padded = [" ", " ", ...word, " "];
    for (let i = 0; i + 2 < padded.length; i++) trigrams.push(padded[i] + padded[i + 1] + padded[i + 2]);
    word = [];
  };
  for (const character of text) {
    if (WORD_CHARACTER.test(character)) word.push(character);
    else endWord();
  }
  endWord();
  return trigrams;
}

/** The search term, ready to be compared with many texts. */
export interface TrigramTerm {
  /** Its distinct trigrams, as the dictionary's ids (-1 for a trigram no text has). */
  ids: number[];
  /** How many distinct trigrams it has (pg_trgm's ulen1). */
  size: number;
}

/**
 * Numbers each distinct trigram, so that a text's sequence is an Int32Array and a term's trigrams a
 * handful of ids: 40,000 texts share a few thousand trigrams.
 */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();

  /** The ids of `text`'s trigram sequence, adding the new trigrams. */
  encode(text: string): Int32Array {
    return Int32Array.from(trigramSequence(text), (trigram) => {
      let id = this.ids.get(trigram);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(trigram, id);
      }
      return id;
    });
  }

  /** How many distinct trigrams the texts hold. */
  get size() {
    return this.ids.size;
  }

  term(text: string): TrigramTerm {
    const distinct = [...new Set(trigramSequence(text))];
    return { ids: distinct.map((trigram) => this.ids.get(trigram) ?? -1), size: distinct.length };
  }
}

/** pg_trgm's CALCSML, in float4 as the database computes it. */
const similarityOf = (shared: number, termSize: number, extentSize: number) => Math.fround(shared / (termSize + extentSize - shared));

/**
 * The working memory of `wordSimilarity`, sized to the dictionary once and cleaned after each text,
 * so that comparing a term with thousands of texts allocates nothing.
 */
export class SimilarityScratch {
  /** Whether a trigram id is one of the term's. */
  readonly inTerm: Uint8Array;
  /** The last position of each trigram id in the extent being walked (-1: not in it). */
  readonly lastPosition: Int32Array;

  constructor(dictionarySize: number) {
    this.inTerm = new Uint8Array(dictionarySize);
    this.lastPosition = new Int32Array(dictionarySize).fill(-1);
  }

  /** Marks the term's trigrams; returns a function that unmarks them. */
  useTerm(term: TrigramTerm) {
    for (const id of term.ids) if (id >= 0) this.inTerm[id] = 1;
    return () => {
      for (const id of term.ids) if (id >= 0) this.inTerm[id] = 0;
    };
  }
}

/**
 * word_similarity(term, text) for a text's trigram sequence, with the term marked in `scratch`.
 * (The database's `<%` stops once the threshold is reached; the answer to "is it reached" is the
 * same, and the ranking needs the value anyway.)
 *
 * The walk is pg_trgm's: each trigram of the text that is also the term's closes an extent; the
 * extent's start moves right while that raises the similarity.
 */
export function wordSimilarity(term: TrigramTerm, sequence: Int32Array, scratch: SimilarityScratch): number {
  const { inTerm, lastPosition } = scratch;
  let extentSize = 0; // distinct trigrams between lower and the current position
  let shared = 0; // of those, the term's
  let lower = -1;
  let best = 0;
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence[i];
    const found = inTerm[id] === 1;
    if (lower >= 0 || found) {
      if (lastPosition[id] < 0) {
        extentSize++;
        if (found) shared++;
      }
      lastPosition[id] = i;
    }
    if (!found) continue;
    if (lower === -1) {
      lower = i;
      extentSize = 1;
    }
    let current = similarityOf(shared, term.size, extentSize);
    // Try later starts for the extent ending here: dropping a trigram whose last occurrence is at
    // the start shrinks the extent's distinct trigrams.
    let trialShared = shared;
    let trialSize = extentSize;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const trial = similarityOf(trialShared, term.size, trialSize);
      if (trial > current) {
        current = trial;
        extentSize = trialSize;
        lower = start;
        shared = trialShared;
      }
      const dropped = sequence[start];
      if (lastPosition[dropped] === start) {
        trialSize--;
        if (inTerm[dropped] === 1) trialShared--;
      }
    }
    best = Math.max(best, current);
    // Trigrams left behind by the new start are no longer in the extent.
    for (let start = previousLower; start < lower; start++) {
      const dropped = sequence[start];
      if (lastPosition[dropped] === start) lastPosition[dropped] = -1;
    }
  }
  // Leave the scratch clean for the next text.
  for (let i = 0; i < sequence.length; i++) lastPosition[sequence[i]] = -1;
  return best;
}
