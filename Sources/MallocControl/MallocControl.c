#include "MallocControl.h"

#if defined(__GLIBC__)
#include <string.h>

// glibc fixes its arena limit when a second thread first allocates; a limit set from `main`,
// once the Swift runtime and Dispatch have started threads, can come after arenas were made.
// This runs before `main`. Fewer arenas hold less free memory between them; typing round trips
// (load/run.sh) measured the same with two arenas as with four or sixteen. A limit given in the
// environment (MALLOC_ARENA_MAX, or glibc.malloc.arena_max in GLIBC_TUNABLES) is left as it is.
__attribute__((constructor)) static void malloc_control_limit_arenas_before_main(void) {
  const char *tunables = getenv("GLIBC_TUNABLES");
  if (getenv("MALLOC_ARENA_MAX") != NULL
      || (tunables != NULL && strstr(tunables, "glibc.malloc.arena_max") != NULL)) {
    return;
  }
  malloc_control_set_arenas(MALLOC_CONTROL_ARENAS);
}
#endif
