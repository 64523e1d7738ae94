#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has a `main` of its own: parses libFuzzer's options from
/// the command line and runs `callback` for every input, as libFuzzer's own `main` does. Defined
/// by libFuzzer's runtime without a `main` (libclang_rt.fuzzer_no_main), which run.sh links in.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
