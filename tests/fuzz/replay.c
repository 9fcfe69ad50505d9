/* replay.c -- a main() for a fuzz harness without libFuzzer: runs
 * LLVMFuzzerTestOneInput once on each file named, as libFuzzer would on a
 * crash input, and prints "ok" (a harness aborts on anything wrong). Built
 * by tests/t_fuzz.sh with each tests/fuzz/fuzz_*.c to replay its seeds and
 * every input the fuzzers have found (tests/fuzz/regress/) in make check,
 * and under the sanitizers in make asan. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 2;
        }
        size_t cap = 1 << 16, n = 0, got;
        uint8_t *buf = malloc(cap);
        while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0)
            if ((n += got) == cap)
                buf = realloc(buf, cap *= 2);
        fclose(f);
        if (!buf)
            return 2;
        /* exactly n bytes, as libFuzzer hands them over */
        uint8_t *data = malloc(n ? n : 1);
        for (size_t k = 0; k < n; k++)
            data[k] = buf[k];
        free(buf);
        LLVMFuzzerTestOneInput(data, n);
        free(data);
    }
    puts("ok");
    return 0;
}
