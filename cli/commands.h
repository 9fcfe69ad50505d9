/* commands.h -- one function per `puzc` subcommand; argv[0] is the
 * subcommand's name. Each returns the process exit status: 0 done/solved,
 * 1 no solution (or not within the limit), 2 usage or input error. */
#ifndef PUZC_COMMANDS_H
#define PUZC_COMMANDS_H

int cmd_check(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_emit(int argc, char **argv);
int cmd_decode(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_batch(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_rate(int argc, char **argv);
int cmd_hint(int argc, char **argv);
int cmd_reduce(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_backends(int argc, char **argv);
int cmd_render(int argc, char **argv);

#endif
