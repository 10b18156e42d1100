#ifndef VIPERHOST_CJSONC_SHIM_H
#define VIPERHOST_CJSONC_SHIM_H
// The modulemap cannot name <json-c/json.h> itself: its paths are relative.
#include <json-c/json.h>
#endif
