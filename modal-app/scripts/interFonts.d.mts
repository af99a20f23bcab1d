/** The unicode-range of every Inter face, in CSS syntax. */
export declare const INTER_UNICODE_RANGE: string
/** The faces the modal serves: weight, the Debian fonts-inter source file, the served file. */
export declare const INTER_FACES: ReadonlyArray<{ weight: number; source: string; file: string }>
/** OpenType features kept in the subsets. */
export declare const INTER_LAYOUT_FEATURES: readonly string[]
/** The unicode-range of the extended faces (Latin Extended, Vietnamese, Greek, Cyrillic). */
export declare const INTER_EXTENDED_RANGE: string
/** The scripts Inter draws. */
export declare const INTER_SCRIPTS: RegExp
/** The extended faces: the same weights, each in a `-ext` file. */
export declare const INTER_EXTENDED_FACES: ReadonlyArray<{ weight: number; source: string; file: string }>
