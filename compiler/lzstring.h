/* lzstring.h -- the lz-string compression of f-puzzles and SudokuPad links
 * (its base64 form, compressToBase64 / decompressFromBase64), written here
 * from the algorithm's description: lzstring.c explains the bit stream. */
#ifndef PUZC_LZSTRING_H
#define PUZC_LZSTRING_H

#include <stddef.h>

/* The most text a decompression makes (bytes of UTF-8): what puzc reads
 * of a model. */
#define LZ_MAX_OUT (16u << 20)

/* Decompresses the base64 text b64[0..len) (the alphabet A-Z a-z 0-9 + /,
 * '=' padding ignored; a blank is read as '+', which a link pasted through
 * a URL decoder turns into one; '-' and '_' as '+' and '/' too, and
 * "%2B"-style escapes are the caller's). Returns the text as UTF-8,
 * NUL-terminated, its length in *outlen; NULL when the data is not a
 * compressed stream, with *bad the offset of the character at fault (or
 * len when it stops short) and why[] saying what is wrong. */
char *lz_decompress_base64(const char *b64, size_t len, size_t *outlen, size_t *bad, char *why,
                           size_t whysz);
/* Compresses UTF-8 text[0..len) the way compressToBase64 does (so that
 * f-puzzles and SudokuPad read it); NUL-terminated, '=' padded. */
char *lz_compress_base64(const char *text, size_t len, size_t *outlen);

#endif
