/* fuzz_batch.c -- libFuzzer harness for batch mode's line reader, through
 * include/puzc.h: every line of the input, as a plain line and as a Killer
 * line (puz_model_from_line, PUZ_LINE_AUTO and PUZ_LINE_IS_KILLER), gives
 * a model or an error with a message, never a crash, hang or leak. A model
 * must be valid, its givens values of it, a Killer's cells each in one
 * cage, and small grids are solved as batch does (a native puz_solver fed
 * the line's givens, a short time limit) and any solution verified. Each line is handed over in a buffer of
 * exactly its length, so that reading past it is caught. The first byte of
 * the input picks what is tried: bit 0 also the Killer form, bit 1 also
 * solving. The checks are fuzz_check.h's fuzz_check_line. Built and run by
 * `make fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    int flags = data[0];
    const char *s = (const char *)data + 1, *end = (const char *)data + size;
    while (s < end) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        size_t len = (size_t)((nl ? nl : end) - s);
        fuzz_check_line(s, len, 0, flags & 2);
        if (flags & 1)
            fuzz_check_line(s, len, 1, flags & 2);
        s += len + 1;
    }
    return 0;
}
