/** The distinct characters of `text` outside `range` (a CSS unicode-range), in code point order. */
export declare function uncoveredCharacters(text: string, range: string): string[]
