/* pngenc.c -- the PNG file format, written here: signature, IHDR (8-bit
 * RGB), one IDAT holding a zlib stream, IEND; CRC-32 per chunk and the
 * zlib stream's Adler-32 computed here. The deflate data is one block of
 * fixed Huffman codes (RFC 1951 3.2.6) with the simplest matching that
 * pays on drawings: at each byte, the longer of the runs repeating the
 * pixel to the left (distance 3) or the row above (distance = row bytes);
 * a run of 3 or more is a <length, distance> pair, else a literal. */
#include "render.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

/* ---- checksums ---- */

/* CRC-32 of ISO 3309 / PNG (reflected polynomial 0xedb88320), a bit at a
 * time: no table to share between threads, and fast enough for the few
 * hundred kilobytes a compressed drawing takes. */
static uint32_t crc_update(uint32_t crc, const unsigned char *p, size_t n)
{
    uint32_t c = crc ^ 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xffffffffu;
}

/* Adler-32 (RFC 1950): two sums modulo 65521. */
static uint32_t adler32(const unsigned char *p, size_t n)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

/* ---- a growing byte buffer and a bit writer (LSB first, as deflate) ---- */
typedef struct {
    unsigned char *b;
    size_t n, cap;
    uint32_t acc; /* bits not yet stored */
    int nacc;
} Buf;

static void put_byte(Buf *o, unsigned char v)
{
    if (o->n == o->cap) {
        o->cap = o->cap ? 2 * o->cap : 4096;
        o->b = xrealloc(o->b, o->cap);
    }
    o->b[o->n++] = v;
}

static void put_be32(Buf *o, uint32_t v)
{
    for (int s = 24; s >= 0; s -= 8)
        put_byte(o, (unsigned char)(v >> s));
}

/* n bits of v, least significant first (deflate's extra bits). */
static void put_bits(Buf *o, uint32_t v, int n)
{
    o->acc |= v << o->nacc;
    o->nacc += n;
    while (o->nacc >= 8) {
        put_byte(o, (unsigned char)o->acc);
        o->acc >>= 8;
        o->nacc -= 8;
    }
}

/* A Huffman code of n bits: most significant bit first. */
static void put_code(Buf *o, uint32_t code, int n)
{
    for (int i = n - 1; i >= 0; i--)
        put_bits(o, code >> i & 1, 1);
}

/* ---- deflate, fixed codes ---- */

/* Literal/length symbol sym with the fixed code: 0-143 in 8 bits from
 * 0x30, 144-255 in 9 bits from 0x190, 256-279 in 7 bits from 0, 280-287 in
 * 8 bits from 0xc0. */
static void put_sym(Buf *o, int sym)
{
    if (sym < 144)
        put_code(o, 0x30u + (uint32_t)sym, 8);
    else if (sym < 256)
        put_code(o, 0x190u + (uint32_t)(sym - 144), 9);
    else if (sym < 280)
        put_code(o, (uint32_t)(sym - 256), 7);
    else
        put_code(o, 0xc0u + (uint32_t)(sym - 280), 8);
}

static const int len_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const int len_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                  2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const int dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129,
                                  193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
                                  6145, 8193, 12289, 16385, 24577};
static const int dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                   6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/* A <length 3..258, distance 1..32768> pair: length symbol 257 + i and
 * its extra bits, then the 5-bit distance code and its extra bits. */
static void put_match(Buf *o, int len, int dist)
{
    int i = 28;
    while (len_base[i] > len)
        i--;
    put_sym(o, 257 + i);
    put_bits(o, (uint32_t)(len - len_base[i]), len_extra[i]);
    int d = 29;
    while (dist_base[d] > dist)
        d--;
    put_code(o, (uint32_t)d, 5);
    put_bits(o, (uint32_t)(dist - dist_base[d]), dist_extra[d]);
}

static size_t run_at(const unsigned char *p, size_t i, size_t n, size_t dist)
{
    if (dist > i || dist > 32768)
        return 0;
    size_t k = 0;
    while (k < 258 && i + k < n && p[i + k] == p[i + k - dist])
        k++;
    return k;
}

/* The zlib stream (RFC 1950) of p: header 0x78 0x01 (deflate, 32K window,
 * no dictionary), one final fixed-code block, Adler-32 big-endian. */
static void zlib_stream(Buf *o, const unsigned char *p, size_t n, size_t stride)
{
    put_byte(o, 0x78);
    put_byte(o, 0x01);
    put_bits(o, 1, 1); /* BFINAL */
    put_bits(o, 1, 2); /* BTYPE 01: fixed Huffman codes */
    for (size_t i = 0; i < n;) {
        size_t a = run_at(p, i, n, 3), b = run_at(p, i, n, stride);
        size_t len = a >= b ? a : b, dist = a >= b ? 3 : stride;
        if (len >= 3) {
            put_match(o, (int)len, (int)dist);
            i += len;
        } else {
            put_sym(o, p[i++]);
        }
    }
    put_sym(o, 256); /* end of block */
    if (o->nacc)
        put_bits(o, 0, 8 - o->nacc);
    put_be32(o, adler32(p, n));
}

/* One chunk: length, type, data, CRC-32 over type and data. */
static void chunk(FILE *out, const char *type, const unsigned char *data, size_t n)
{
    unsigned char head[8] = {(unsigned char)(n >> 24), (unsigned char)(n >> 16),
                             (unsigned char)(n >> 8), (unsigned char)n,
                             (unsigned char)type[0], (unsigned char)type[1],
                             (unsigned char)type[2], (unsigned char)type[3]};
    uint32_t crc = crc_update(crc_update(0, head + 4, 4), data, n);
    unsigned char tail[4] = {(unsigned char)(crc >> 24), (unsigned char)(crc >> 16),
                             (unsigned char)(crc >> 8), (unsigned char)crc};
    fwrite(head, 1, 8, out);
    if (n)
        fwrite(data, 1, n, out);
    fwrite(tail, 1, 4, out);
}

void render_png_encode(FILE *out, int w, int h, const unsigned char *rgb)
{
    /* the image data: each row a filter byte (0, none) and its pixels */
    size_t stride = 1 + 3 * (size_t)w, n = stride * (size_t)h;
    unsigned char *raw = xmalloc(n);
    for (int y = 0; y < h; y++) {
        raw[(size_t)y * stride] = 0;
        memcpy(raw + (size_t)y * stride + 1, rgb + (size_t)y * 3 * (size_t)w, 3 * (size_t)w);
    }
    Buf z = {0};
    zlib_stream(&z, raw, n, stride);
    free(raw);
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    fwrite(sig, 1, 8, out);
    /* IHDR: width, height, bit depth 8, colour type 2 (RGB), compression 0,
     * filter 0, interlace 0 */
    unsigned char ihdr[13] = {(unsigned char)(w >> 24), (unsigned char)(w >> 16),
                              (unsigned char)(w >> 8), (unsigned char)w,
                              (unsigned char)(h >> 24), (unsigned char)(h >> 16),
                              (unsigned char)(h >> 8), (unsigned char)h, 8, 2, 0, 0, 0};
    chunk(out, "IHDR", ihdr, 13);
    chunk(out, "IDAT", z.b, z.n);
    chunk(out, "IEND", NULL, 0);
    free(z.b);
}
