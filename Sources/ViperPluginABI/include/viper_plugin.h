/*
 * ViperHost shared-library plugin ABI, version 1.
 *
 * A plugin is a shared library that exports the four functions below. Only
 * C types cross the boundary: every message is one JSON-RPC 2.0 message of
 * the module-side protocol (Protocol/PLUGINS.md) as UTF-8 bytes, without the
 * trailing newline. The host never unloads a plugin (no dlclose).
 */
#ifndef VIPER_PLUGIN_H
#define VIPER_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#define VIPER_PLUGIN_ABI_VERSION 1u

/*
 * Given to the plugin by the host: the plugin calls it, from any thread, with
 * one notification of the module-side protocol (screen/update). The bytes are
 * copied before it returns.
 */
typedef void (*viper_host_notify_fn)(void *host_context, const uint8_t *message, size_t length);

/* Returns VIPER_PLUGIN_ABI_VERSION as the plugin was built. Called first. */
uint32_t viper_plugin_abi_version(void);

/*
 * Starts the plugin; returns its state, passed to every call (NULL: it could
 * not start). Called once.
 */
void *viper_plugin_start(viper_host_notify_fn notify, void *host_context);

/*
 * Handles one request; stores its response (malloc'd, freed by the host with
 * viper_plugin_free) in *response and returns its length. Called on one host
 * thread at a time.
 */
size_t viper_plugin_call(void *plugin, const uint8_t *request, size_t length, uint8_t **response);

/* Frees a response. */
void viper_plugin_free(uint8_t *response);

/* The function types, for hosts that look the symbols up with dlsym. */
typedef uint32_t (*viper_plugin_abi_version_fn)(void);
typedef void *(*viper_plugin_start_fn)(viper_host_notify_fn notify, void *host_context);
typedef size_t (*viper_plugin_call_fn)(void *plugin, const uint8_t *request, size_t length, uint8_t **response);
typedef void (*viper_plugin_free_fn)(uint8_t *response);

#endif
