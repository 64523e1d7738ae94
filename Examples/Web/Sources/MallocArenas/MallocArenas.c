// Everything is in include/MallocArenas.h; SwiftPM needs a source file in a C target.
#include "MallocArenas.h"
