#include "viper_curl.h"

#include <dlfcn.h>
#include <stdio.h>

int viper_curl_load(const char *library, viper_curl_api *api, char *error, size_t error_size) {
  // Never closed: transfers on other threads may still be in it.
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    snprintf(error, error_size, "%s", dlerror());
    return -1;
  }
#define VIPER_LOOKUP(field, name)                                                       \
  if ((*(void **)&api->field = dlsym(handle, name)) == NULL) {                          \
    snprintf(error, error_size, "%s has no %s", library, name);                         \
    return -1;                                                                          \
  }
  VIPER_LOOKUP(global_init, "curl_global_init")
  VIPER_LOOKUP(easy_init, "curl_easy_init")
  VIPER_LOOKUP(easy_cleanup, "curl_easy_cleanup")
  VIPER_LOOKUP(easy_perform, "curl_easy_perform")
  VIPER_LOOKUP(easy_setopt, "curl_easy_setopt")
  VIPER_LOOKUP(easy_getinfo, "curl_easy_getinfo")
  VIPER_LOOKUP(easy_strerror, "curl_easy_strerror")
  VIPER_LOOKUP(slist_append, "curl_slist_append")
  VIPER_LOOKUP(slist_free_all, "curl_slist_free_all")
#undef VIPER_LOOKUP
  return 0;
}
