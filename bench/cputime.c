/* cputime.c -- bench helper: runs a command REPS times (stdin from FILE
 * each time, stdout to /dev/null) and prints the mean CPU time of one run
 * (user + system of the children, from getrusage) in microseconds. Used by
 * bench/ref.sh for start-up cost and for whole-process solver comparisons,
 * where CPU time, not wall time, is what a loaded machine leaves honest.
 * With -w it prints the mean wall time of a run first (monotonic clock,
 * from fork to exit: no shell or timing program inside the interval), for
 * bench/batch_jobs.sh's thread speed-ups.
 * usage: cputime [-w] REPS FILE|- CMD [ARGS...] */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double child_cpu(void)
{
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec +
           1e-6 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}

int main(int argc, char **argv)
{
    int wall = argc > 1 && argv[1][0] == '-' && argv[1][1] == 'w' && !argv[1][2];
    argv += wall;
    argc -= wall;
    if (argc < 4) {
        fputs("usage: cputime [-w] REPS FILE|- CMD [ARGS...]\n", stderr);
        return 2;
    }
    long reps = strtol(argv[1], NULL, 10);
    if (reps < 1)
        reps = 1;
    struct timespec w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    double t0 = child_cpu();
    for (long r = 0; r < reps; r++) {
        pid_t pid = fork();
        if (pid < 0) {
            perror("cputime: fork");
            return 2;
        }
        if (pid == 0) {
            int in = argv[2][0] == '-' && !argv[2][1] ? -1 : open(argv[2], O_RDONLY);
            int out = open("/dev/null", O_WRONLY);
            if ((in < 0 && argv[2][0] != '-') || out < 0)
                _exit(126);
            if (in >= 0)
                dup2(in, 0);
            dup2(out, 1);
            execvp(argv[3], argv + 3);
            _exit(127);
        }
        int st;
        /* puzc's statuses: 0 done, 1 no (solution), 4 stopped by a limit
         * (a count reaching --count N) are answers; 2 and 3 are failures */
        if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) ||
            (WEXITSTATUS(st) > 1 && WEXITSTATUS(st) != 4)) {
            fprintf(stderr, "cputime: %s failed\n", argv[3]);
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &w1);
    if (wall)
        printf("%.1f ", 1e6 * ((double)(w1.tv_sec - w0.tv_sec) + 1e-9 * (double)(w1.tv_nsec - w0.tv_nsec)) /
                            (double)reps);
    printf("%.1f\n", 1e6 * (child_cpu() - t0) / (double)reps);
    return 0;
}
