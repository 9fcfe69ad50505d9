/* env.c -- GLPK's environment, made and given back per thread. GLPK keeps
 * it in thread-local storage and frees it only when told (glp_free_env):
 * a thread that ends with one leaks it (about 5 KB; batch --jobs N and
 * generate --jobs N on the ilp backend: one per worker). An environment
 * this library makes is freed as its thread ends, by a thread-specific
 * key's destructor; one the caller made before stays the caller's. The
 * main thread's lasts until exit, where GLPK's own storage still holds it. */
#include "ilp.h"

#include <glpk.h>
#include <pthread.h>

static pthread_key_t env_key;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;
static int env_key_ok;

/* Runs as a thread that made an environment ends (GLPK's storage is still
 * there); glp_free_env does nothing where an error path freed it already. */
static void env_free(void *unused)
{
    (void)unused;
    glp_free_env();
}

static void env_key_make(void)
{
    env_key_ok = pthread_key_create(&env_key, env_free) == 0;
}

int ilp_env_init(void)
{
    int rc = glp_init_env();
    if (rc == 0) { /* made now, in this thread: freed when it ends */
        pthread_once(&env_once, env_key_make);
        if (env_key_ok)
            pthread_setspecific(env_key, &env_key);
    }
    return rc;
}
