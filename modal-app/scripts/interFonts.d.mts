/** The unicode-range of every Inter face, in CSS syntax. */
export declare const INTER_UNICODE_RANGE: string
/** The faces the modal serves: weight, the Debian fonts-inter source file, the served file. */
export declare const INTER_FACES: ReadonlyArray<{ weight: number; source: string; file: string }>
/** OpenType features kept in the subsets. */
export declare const INTER_LAYOUT_FEATURES: readonly string[]
