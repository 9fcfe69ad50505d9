/* lzstring.c -- lz-string's base64 form (lzstring.h), the compression of
 * f-puzzles links and of SudokuPad's puzzle data.
 *
 * THE STREAM. lz-string is LZW over the text's UTF-16 code units, written
 * as a stream of bits. Each base64 character carries 6 bits, the first of
 * the stream in its highest bit (value 32), and a number of k bits is
 * written lowest bit first. The dictionary starts with three reserved
 * codes: 0 "a literal code unit follows in 8 bits", 1 "... in 16 bits",
 * 2 "end of stream"; the codes from 3 on are strings. Codes are written
 * in numBits bits, starting at 2 bits on the writing side; the reader
 * holds one more code in view and so starts at 3 (with the first phrase
 * read in 2 bits).
 *
 * Writing: w is the longest phrase in the dictionary that the text goes
 * on with; when w + c is not in it, w's code is written and w + c gets the
 * next code. A code unit seen for the first time gets a code at once, but
 * its first use is written as a literal (0 or 1, then the unit); after
 * that its code. Every code written and every literal count down
 * `enlargeIn`; at 0 numBits grows by one and enlargeIn becomes 2^numBits
 * (the old numBits). The stream ends with code 2, then zero bits to the
 * end of the last character; the base64 text is padded with '=' to a
 * multiple of 4.
 *
 * Reading mirrors it: a literal adds its unit to the dictionary as a new
 * code and is the phrase; a code is its entry, or (the one code not yet
 * in the dictionary, the next) the previous phrase plus its own first
 * unit; after each phrase, previous phrase + first unit of this one gets
 * the next code. Every entry is a run of the output (the previous phrase
 * and the first unit of the next are adjacent in it), so the dictionary
 * holds (offset, length) pairs into the output, not strings. */
#include "lzstring.h"

#include "util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char b64_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int b64_value(unsigned char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == ' ' || c == '-')
        return 62;
    if (c == '/' || c == '_')
        return 63;
    if (c == '=')
        return 0; /* padding: no bits */
    return -1;
}

/* ---- UTF-16 units <-> UTF-8 ---- */

typedef struct {
    uint16_t *u;
    size_t n, cap;
} Units;

static void units_push(Units *a, uint16_t v)
{
    if (a->n == a->cap) {
        a->cap = a->cap ? a->cap * 2 : 256;
        a->u = xrealloc(a->u, a->cap * sizeof *a->u);
    }
    a->u[a->n++] = v;
}

/* UTF-8 to code units; a byte that is not part of valid UTF-8 becomes
 * U+FFFD. */
static void utf8_to_units(const char *s, size_t len, Units *out)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        unsigned c = p[i], cp, need;
        if (c < 0x80) {
            cp = c;
            need = 0;
        } else if ((c & 0xE0) == 0xC0) {
            cp = c & 0x1F;
            need = 1;
        } else if ((c & 0xF0) == 0xE0) {
            cp = c & 0x0F;
            need = 2;
        } else if ((c & 0xF8) == 0xF0) {
            cp = c & 0x07;
            need = 3;
        } else {
            units_push(out, 0xFFFD);
            i++;
            continue;
        }
        size_t j = 1;
        for (; j <= need && i + j < len && (p[i + j] & 0xC0) == 0x80; j++)
            cp = cp << 6 | (p[i + j] & 0x3F);
        if (j <= need) {
            units_push(out, 0xFFFD);
            i += j;
            continue;
        }
        i += j;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            units_push(out, (uint16_t)(0xD800 + (cp >> 10)));
            units_push(out, (uint16_t)(0xDC00 + (cp & 0x3FF)));
        } else {
            units_push(out, (uint16_t)cp);
        }
    }
}

static char *units_to_utf8(const uint16_t *u, size_t n, size_t *outlen)
{
    char *s = xmalloc(n * 3 + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned cp = u[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < n && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (u[i + 1] - 0xDC00u);
            i++;
        } else if (cp >= 0xD800 && cp < 0xE000) {
            cp = 0xFFFD;
        }
        if (cp < 0x80) {
            s[k++] = (char)cp;
        } else if (cp < 0x800) {
            s[k++] = (char)(0xC0 | cp >> 6);
            s[k++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s[k++] = (char)(0xE0 | cp >> 12);
            s[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            s[k++] = (char)(0x80 | (cp & 0x3F));
        } else {
            s = xrealloc(s, n * 3 + 2); /* a pair (2 units) takes 4 bytes: room is there */
            s[k++] = (char)(0xF0 | cp >> 18);
            s[k++] = (char)(0x80 | ((cp >> 12) & 0x3F));
            s[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            s[k++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    s[k] = '\0';
    *outlen = k;
    return s;
}

/* ---- reading ---- */

typedef struct {
    const char *s;
    size_t len, index; /* the next character to read */
    int val, mask;     /* the current character's bits, the next bit's mask */
    int bad;           /* a character outside the alphabet was met */
    size_t bad_at;
} BitIn;

static int next_char(BitIn *b)
{
    if (b->index >= b->len) {
        b->index++;
        return 0;
    }
    int v = b64_value((unsigned char)b->s[b->index]);
    if (v < 0 && !b->bad) {
        b->bad = 1;
        b->bad_at = b->index;
    }
    b->index++;
    return v < 0 ? 0 : v;
}

static unsigned read_bits(BitIn *b, int n)
{
    unsigned v = 0;
    for (int i = 0; i < n; i++) {
        if (b->val & b->mask)
            v |= 1u << i;
        b->mask >>= 1;
        if (!b->mask) {
            b->mask = 32;
            b->val = next_char(b);
        }
    }
    return v;
}

typedef struct {
    size_t off, len;
} Entry;

char *lz_decompress_base64(const char *b64, size_t len, size_t *outlen, size_t *bad, char *why,
                           size_t whysz)
{
    BitIn in = {.s = b64, .len = len, .mask = 32};
    in.val = next_char(&in);
    Units out = {0};
    Entry *dict = NULL;
    size_t dsize = 4, dcap = 0, w_off = 0, w_len = 0;
    int nbits = 3;
    size_t enlarge = 4;
    const char *msg = NULL;
    size_t at = len;
    if (len == 0) {
        msg = "no data";
        goto fail;
    }
    unsigned first = read_bits(&in, 2);
    if (first == 2) {
        msg = "the stream is empty (it ends at once)";
        goto fail;
    }
    if (first > 2) {
        msg = "the stream does not start with a literal";
        goto fail;
    }
    units_push(&out, (uint16_t)read_bits(&in, first == 0 ? 8 : 16));
    dcap = 1024;
    dict = xmalloc(dcap * sizeof *dict);
    dict[3] = (Entry){0, 1}; /* the first literal is code 3 */
    w_off = 0;
    w_len = 1;
    for (;;) {
        if (in.bad)
            break;
        if (in.index > len) {
            msg = "the stream stops before its end mark";
            goto fail;
        }
        if (out.n > LZ_MAX_OUT) {
            msg = "the data decompresses to more than 16 MB";
            at = in.index - 1;
            goto fail;
        }
        size_t c = read_bits(&in, nbits);
        if (c == 2)
            break;
        if (dsize + 1 >= dcap) {
            dcap = dcap ? dcap * 2 : 1024;
            dict = xrealloc(dict, dcap * sizeof *dict);
        }
        if (c < 2) { /* a literal: a new code for it, and the phrase */
            units_push(&out, (uint16_t)read_bits(&in, c == 0 ? 8 : 16));
            dict[dsize] = (Entry){out.n - 1, 1};
            c = dsize++;
            if (--enlarge == 0) {
                enlarge = (size_t)1 << nbits;
                nbits++;
            }
            /* the unit just pushed is the phrase */
        } else if (c < dsize) {
            Entry e = dict[c];
            for (size_t i = 0; i < e.len; i++)
                units_push(&out, out.u[e.off + i]);
        } else if (c == dsize) {
            for (size_t i = 0; i < w_len; i++)
                units_push(&out, out.u[w_off + i]);
            units_push(&out, out.u[w_off]);
        } else {
            msg = "a code that is not in the dictionary yet";
            at = in.index ? in.index - 1 : 0;
            goto fail;
        }
        size_t e_len = c < dsize && c >= 3 ? dict[c].len : w_len + 1;
        size_t e_off = out.n - e_len;
        /* previous phrase + the first unit of this one: adjacent in out */
        dict[dsize++] = (Entry){w_off, w_len + 1};
        if (--enlarge == 0) {
            enlarge = (size_t)1 << nbits;
            nbits++;
        }
        w_off = e_off;
        w_len = e_len;
        if (nbits > 30) {
            msg = "a dictionary too large for the data";
            goto fail;
        }
    }
    if (in.bad) {
        msg = "a character that is not base64";
        at = in.bad_at;
        goto fail;
    }
    free(dict);
    char *s = units_to_utf8(out.u, out.n, outlen);
    free(out.u);
    return s;
fail:
    if (in.bad) {
        msg = "a character that is not base64";
        at = in.bad_at;
    }
    snprintf(why, whysz, "%s", msg);
    if (bad)
        *bad = at;
    free(dict);
    free(out.u);
    return NULL;
}

/* ---- writing ---- */

typedef struct {
    char *s;
    size_t n, cap;
    int val, pos; /* bits gathered for the next character, how many */
} BitOut;

static void put_char(BitOut *b, int v)
{
    if (b->n + 2 > b->cap) {
        b->cap = b->cap ? b->cap * 2 : 256;
        b->s = xrealloc(b->s, b->cap);
    }
    b->s[b->n++] = b64_alphabet[v];
}

static void write_bits(BitOut *b, unsigned v, int n)
{
    for (int i = 0; i < n; i++) {
        b->val = b->val << 1 | (int)(v & 1);
        v >>= 1;
        if (b->pos == 5) {
            put_char(b, b->val);
            b->pos = 0;
            b->val = 0;
        } else {
            b->pos++;
        }
    }
}

/* The dictionary while writing: phrase codes keyed by (prefix code, next
 * unit), prefix -1 for a phrase of one unit; open addressing. */
typedef struct {
    uint64_t *key; /* (prefix + 1) << 16 | unit, + 1; 0 = free */
    uint32_t *code;
    size_t cap, used;
} Codes;

static size_t codes_slot(const Codes *h, uint64_t key)
{
    size_t i = (size_t)((key * 0x9E3779B97F4A7C15u) >> 20) & (h->cap - 1);
    while (h->key[i] && h->key[i] != key)
        i = (i + 1) & (h->cap - 1);
    return i;
}

static void codes_put(Codes *h, uint64_t key, uint32_t code);

static void codes_grow(Codes *h)
{
    Codes old = *h;
    h->cap = old.cap ? old.cap * 2 : 1024;
    h->key = xcalloc(h->cap, sizeof *h->key);
    h->code = xmalloc(h->cap * sizeof *h->code);
    h->used = 0;
    for (size_t i = 0; i < old.cap; i++)
        if (old.key[i])
            codes_put(h, old.key[i], old.code[i]);
    free(old.key);
    free(old.code);
}

static void codes_put(Codes *h, uint64_t key, uint32_t code)
{
    if ((h->used + 1) * 2 > h->cap)
        codes_grow(h);
    size_t i = codes_slot(h, key);
    if (!h->key[i])
        h->used++;
    h->key[i] = key;
    h->code[i] = code;
}

static long codes_get(const Codes *h, uint64_t key)
{
    if (!h->cap)
        return -1;
    size_t i = codes_slot(h, key);
    return h->key[i] ? (long)h->code[i] : -1;
}

static uint64_t codes_key(long prefix, uint16_t unit)
{
    return ((uint64_t)(prefix + 1) << 16 | unit) + 1;
}

typedef struct {
    BitOut out;
    int nbits;
    size_t enlarge;
    uint16_t *unit_of; /* per code: its unit when it is a one-unit phrase */
    unsigned char *fresh; /* per code: a unit not written yet (a literal next) */
    size_t ncap;
} Writer;

static void count_down(Writer *w)
{
    if (--w->enlarge == 0) {
        w->enlarge = (size_t)1 << w->nbits;
        w->nbits++;
    }
}

static void emit_phrase(Writer *w, uint32_t code)
{
    if (w->fresh[code]) {
        uint16_t u = w->unit_of[code];
        write_bits(&w->out, u < 256 ? 0 : 1, w->nbits);
        write_bits(&w->out, u, u < 256 ? 8 : 16);
        count_down(w);
        w->fresh[code] = 0;
    } else {
        write_bits(&w->out, code, w->nbits);
    }
    count_down(w);
}

static void note_code(Writer *w, uint32_t code, uint16_t unit, int fresh)
{
    if (code >= w->ncap) {
        size_t cap = w->ncap ? w->ncap * 2 : 1024;
        w->unit_of = xrealloc(w->unit_of, cap * sizeof *w->unit_of);
        w->fresh = xrealloc(w->fresh, cap);
        memset(w->fresh + w->ncap, 0, cap - w->ncap);
        w->ncap = cap;
    }
    w->unit_of[code] = unit;
    w->fresh[code] = (unsigned char)fresh;
}

char *lz_compress_base64(const char *text, size_t len, size_t *outlen)
{
    Units in = {0};
    utf8_to_units(text, len, &in);
    Writer w = {.nbits = 2, .enlarge = 2};
    Codes h = {0};
    uint32_t next = 3;
    long cur = -1; /* w, the phrase being extended: its code */
    for (size_t i = 0; i < in.n; i++) {
        uint16_t c = in.u[i];
        long cc = codes_get(&h, codes_key(-1, c));
        if (cc < 0) {
            cc = next++;
            codes_put(&h, codes_key(-1, c), (uint32_t)cc);
            note_code(&w, (uint32_t)cc, c, 1);
        }
        if (cur < 0) {
            cur = cc;
            continue;
        }
        long wc = codes_get(&h, codes_key(cur, c));
        if (wc >= 0) {
            cur = wc;
            continue;
        }
        emit_phrase(&w, (uint32_t)cur);
        uint32_t code = next++;
        codes_put(&h, codes_key(cur, c), code);
        note_code(&w, code, 0, 0);
        cur = cc;
    }
    if (cur >= 0)
        emit_phrase(&w, (uint32_t)cur);
    write_bits(&w.out, 2, w.nbits);
    /* zero bits to the end of the last character: at least one (a whole
       character of them when the end mark ended one) */
    size_t before = w.out.n;
    while (w.out.n == before)
        write_bits(&w.out, 0, 1);
    while (w.out.n % 4) {
        put_char(&w.out, 0);
        w.out.s[w.out.n - 1] = '=';
    }
    w.out.s[w.out.n] = '\0';
    *outlen = w.out.n;
    free(in.u);
    free(h.key);
    free(h.code);
    free(w.unit_of);
    free(w.fresh);
    return w.out.s;
}
