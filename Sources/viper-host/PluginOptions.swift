import ArgumentParser

/// Where plugins come from (see Protocol/PLUGINS.md).
struct PluginOptions: ParsableArguments {
  @Option(
    name: .customLong("plugin"), help: "Load a shared-library plugin (.so); repeatable.",
    completion: .file(extensions: ["so"]))
  var libraries: [String] = []

  @Option(
    name: .customLong("plugin-dir"), help: "Load every *.so in DIR as a plugin; repeatable.", completion: .directory)
  var directories: [String] = []

  @Option(
    name: .customLong("process-plugin"),
    help: "Run COMMAND (words split on spaces) as a process plugin, started on demand; repeatable.")
  var processes: [String] = []

  @Option(
    help: "Seconds a process plugin may take to answer before it is stopped and its views close (0.001 … 86400).")
  var pluginTimeout: Double = 5

  var settings: PluginSettings {
    PluginSettings(libraries: libraries, directories: directories, processes: processes, pluginTimeout: pluginTimeout)
  }
}
