// The declaration of libFuzzer's driver, for Swift (include/LibFuzzerDriver.h). Its definition is
// in libFuzzer's runtime, linked in by run.sh.
#include "LibFuzzerDriver.h"
