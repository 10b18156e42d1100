#ifndef VIPERHOST_CCURL_H
#define VIPERHOST_CCURL_H
// libcurl, opened with dlopen when the host first needs HTTP: linked, it would
// bring ~30 shared libraries (TLS, LDAP, Kerberos, SSH...) into every start.
#include <curl/curl.h>
#include <stddef.h>

#pragma clang assume_nonnull begin

// The libcurl functions the transport calls, looked up by name; the types come
// from curl.h, so the compiler checks them.
typedef struct viper_curl_api {
  __typeof__(&curl_global_init) global_init;
  __typeof__(&curl_easy_init) easy_init;
  __typeof__(&curl_easy_cleanup) easy_cleanup;
  __typeof__(&curl_easy_perform) easy_perform;
  __typeof__(&curl_easy_setopt) easy_setopt;
  __typeof__(&curl_easy_getinfo) easy_getinfo;
  __typeof__(&curl_easy_strerror) easy_strerror;
  __typeof__(&curl_slist_append) slist_append;
  __typeof__(&curl_slist_free_all) slist_free_all;
} viper_curl_api;

// Opens `library` (e.g. "libcurl.so.4") and fills `api`. Returns 0, or -1 with
// a reason in `error`. The library stays loaded for the life of the process.
int viper_curl_load(const char *library, viper_curl_api *api, char *error, size_t error_size);

// The connections of one transfer, tracked so a cancellation can shut them
// down at once. Opened close-on-exec.
#define VIPER_CURL_MAX_SOCKETS 16
typedef struct viper_curl_sockets viper_curl_sockets;
viper_curl_sockets *_Nullable viper_curl_sockets_new(void);
void viper_curl_sockets_free(viper_curl_sockets *_Nullable sockets);
// Shuts down every connection of the transfer and refuses new ones: the
// transfer fails at once. Safe from any thread.
void viper_curl_sockets_abort(viper_curl_sockets *sockets);
CURLcode viper_curl_track_sockets(const viper_curl_api *api, CURL *handle, viper_curl_sockets *sockets);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: one typed wrapper per kind of argument the transport passes.
static inline CURLcode viper_curl_set_long(const viper_curl_api *api, CURL *handle, CURLoption option, long value) {
  return api->easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_string(const viper_curl_api *api, CURL *handle, CURLoption option,
                                             const char *value) {
  return api->easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_pointer(const viper_curl_api *api, CURL *handle, CURLoption option,
                                              void *_Nullable value) {
  return api->easy_setopt(handle, option, value);
}
static inline CURLcode viper_curl_set_write_function(const viper_curl_api *api, CURL *handle,
                                                     curl_write_callback callback) {
  return api->easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
static inline CURLcode viper_curl_set_progress_function(const viper_curl_api *api, CURL *handle,
                                                        curl_xferinfo_callback callback) {
  return api->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline CURLcode viper_curl_get_long(const viper_curl_api *api, CURL *handle, CURLINFO info, long *value) {
  return api->easy_getinfo(handle, info, value);
}
#pragma clang assume_nonnull end
#endif
