#ifndef VIPERHOST_CSIGNALFD_SHIM_H
#define VIPERHOST_CSIGNALFD_SHIM_H
// signalfd(2): Swift's Glibc module does not carry <sys/signalfd.h>.
#include <sys/signalfd.h>
#endif
