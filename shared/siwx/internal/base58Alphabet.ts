/** The Bitcoin base58 alphabet (Solana keys and signatures). */
export const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
