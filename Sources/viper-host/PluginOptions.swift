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

  func validate() throws {
    try OptionRanges.check(seconds: pluginTimeout, option: "plugin-timeout")
  }

  var arguments: [String] {
    var arguments: [String] = []
    for path in libraries { arguments += ["--plugin", path] }
    for directory in directories { arguments += ["--plugin-dir", directory] }
    for command in processes { arguments += ["--process-plugin", command] }
    if pluginTimeout != 5 { arguments += ["--plugin-timeout", String(pluginTimeout)] }
    return arguments
  }
}
