/* peak.c -- a test helper (tests/lib.sh's measured): runs a command with
 * its stdout and stderr in two files and prints its exit status, its wall
 * seconds, its peak resident memory in KB and its CPU seconds (user and
 * system), as wait4 reports them. A small
 * C parent, so that the child's peak is the command's alone (a Python
 * parent's fork counted its own 12 MB in the child's before the exec).
 * A command still running after PEAK_KILL seconds (environment; default
 * 120) is killed (exit status 137): a limit not kept fails, never hangs. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static pid_t child;

static void on_alarm(int sig)
{
    (void)sig;
    kill(child, SIGKILL);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fputs("usage: peak OUT ERR CMD...\n", stderr);
        return 2;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0)
        return 2;
    if (pid == 0) {
        int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int err = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
            _exit(127);
        execvp(argv[3], argv + 3);
        _exit(127);
    }
    const char *kill_after = getenv("PEAK_KILL");
    child = pid;
    signal(SIGALRM, on_alarm);
    alarm(kill_after ? (unsigned)atoi(kill_after) : 120);
    int status;
    struct rusage ru;
    pid_t got;
    while ((got = wait4(pid, &status, 0, &ru)) < 0 && errno == EINTR)
        ;
    if (got != pid)
        return 2;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    double sec = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
    double cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                 1e-6 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    printf("%d %.3f %ld %.3f\n", rc, sec, ru.ru_maxrss, cpu);
    return 0;
}
