/* quadruple.h -- the values of a QUADRUPLE constraint (ir.h), packed in
 * its total one a byte, the smallest in the lowest byte (a value listed
 * twice takes two bytes): 1 2 2 -> 0x020201. Values are at least 1
 * (vmin >= 1), so a zero byte ends the list; at most four values, each at
 * most QUAD_MAX_VALUE so that the packed total stays a positive int. The
 * checker packs them (quad_pack), every reader unpacks them here. */
#ifndef PUZC_QUADRUPLE_H
#define PUZC_QUADRUPLE_H

#include "ir.h"

#define QUAD_MAX_VALUE 127

/* The packed total of n (<= 4) values between 1 and QUAD_MAX_VALUE, in
 * any order. */
static inline int quad_pack(const int *v, int n)
{
    int s[4], total = 0;
    for (int i = 0; i < n; i++) { /* insertion sort, smallest first */
        int j = i;
        for (; j > 0 && s[j - 1] > v[i]; j--)
            s[j] = s[j - 1];
        s[j] = v[i];
    }
    for (int i = n - 1; i >= 0; i--)
        total = total << 8 | s[i];
    return total;
}

/* The values a QUADRUPLE's total packs into v[0..3], smallest first;
 * returns how many. */
static inline int quad_values(int total, int v[4])
{
    int n = 0;
    for (unsigned t = (unsigned)total; t && n < 4; t >>= 8)
        v[n++] = (int)(t & 0xff);
    return n;
}

/* The different values a QUADRUPLE's total packs, into v[], smallest
 * first, each with how often it is listed (the times it must appear among
 * the four cells) into need[]; returns how many different values. */
static inline int quad_needs(int total, int v[4], int need[4])
{
    int all[4], n = quad_values(total, all), k = 0;
    for (int j = 0; j < n; j++) {
        if (k && v[k - 1] == all[j]) {
            need[k - 1]++;
        } else {
            v[k] = all[j];
            need[k++] = 1;
        }
    }
    return k;
}

#endif
