// The ABI is declarations only (include/viper_plugin.h); SwiftPM needs a source file.
#include "viper_plugin.h"
