// What the web servers ask of glibc's malloc, which Swift's Glibc module doesn't declare (it is
// in <malloc.h>): fewer arenas, set before `main` (see MallocControl.c), and giving free memory
// back to the system (see RemotePageServer's MemoryTrimmer). Elsewhere than glibc, nothing.
#ifndef MALLOC_CONTROL_H
#define MALLOC_CONTROL_H

// Defines __GLIBC__ where glibc is the C library (any of its headers does). Tested before any
// header was included, it is never defined, and the calls below would do nothing.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#endif

/// How many malloc arenas a server that links this target has: glibc's default is 8 per core.
#define MALLOC_CONTROL_ARENAS 2

/// Limits how many malloc arenas glibc makes. Returns 1 on success, 0 otherwise (or when the C
/// library isn't glibc).
static inline int malloc_control_set_arenas(int count) {
#if defined(__GLIBC__)
  return mallopt(M_ARENA_MAX, count);
#else
  (void)count;
  return 0;
#endif
}

/// Gives the free memory of every arena back to the system, where whole pages of it are free.
/// Returns 1 if some was given back, 0 otherwise (or when the C library isn't glibc).
static inline int malloc_control_give_back_free_memory(void) {
#if defined(__GLIBC__)
  return malloc_trim(0);
#else
  return 0;
#endif
}

/// How many arenas glibc's malloc has made so far (counted in malloc_info's report), or -1 when
/// the C library isn't glibc or the report can't be made. For tests.
static inline int malloc_control_arena_count(void) {
#if defined(__GLIBC__)
  char *report = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&report, &size);
  if (stream == NULL) return -1;
  int status = malloc_info(0, stream);
  fclose(stream);
  if (status != 0 || report == NULL) {
    free(report);
    return -1;
  }
  int count = 0;
  for (const char *heap = strstr(report, "<heap nr="); heap != NULL;
       heap = strstr(heap + 1, "<heap nr=")) {
    count += 1;
  }
  free(report);
  return count;
#else
  return -1;
#endif
}

#endif
