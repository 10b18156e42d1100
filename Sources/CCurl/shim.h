#ifndef VIPERHOST_CCURL_SHIM_H
#define VIPERHOST_CCURL_SHIM_H
// The modulemap cannot name <curl/curl.h> itself: its paths are relative.
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: one typed wrapper per kind of argument the transport passes.
static inline CURLcode viper_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_write_function(CURL *handle, curl_write_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
static inline CURLcode viper_curl_set_progress_function(CURL *handle, curl_xferinfo_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline CURLcode viper_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
#endif
