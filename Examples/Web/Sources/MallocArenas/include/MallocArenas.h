// glibc's mallopt(M_ARENA_MAX, …), which Swift's Glibc module doesn't include (it is declared in
// <malloc.h>), for the web servers (see RemotePageServer.run).
#ifndef MALLOC_ARENAS_H
#define MALLOC_ARENAS_H

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Limits how many malloc arenas glibc makes, where glibc is the C library; does nothing
/// elsewhere. Returns 1 on success, 0 otherwise.
static inline int malloc_arenas_set_maximum(int count) {
#if defined(__GLIBC__)
  return mallopt(M_ARENA_MAX, count);
#else
  (void)count;
  return 0;
#endif
}

#endif
