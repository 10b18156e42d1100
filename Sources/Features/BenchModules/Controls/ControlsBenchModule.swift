import ViperKit

/// `bench-controls`: one screen with every control of PROTOCOL.md §6
/// "Controls" — a toolbar, single and multiple choices, date and time
/// fields, rows with a toggle and a destructive action confirmed by an
/// alert with roles. Registered only with `viper-host --bench-modules`, for
/// the conformance transcripts every frontend plays.
public struct ControlsBenchModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("bench-controls")
  public let manifest = ModuleManifest(key: Self.key, title: "Controls", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: ControlsBenchInteractor(), presenter: ControlsBenchPresenter(),
      viewAdapter: ControlsBenchViewAdapter(), router: NoRoutes(), effectHandler: NoEffects())
  }
}
