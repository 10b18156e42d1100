import ViperKit

/// `bench-list {rows: N}`: a list of N rows; `touch` with a row index
/// changes that row only. The benchmarks use it to measure the cost of one
/// changed row in a large view (registered with `--bench-modules`).
public struct ListModule: ScreenModule {
  public static let key = ModuleKey<ListInput>("bench-list")
  public let manifest = ModuleManifest(key: Self.key, title: "Rows", version: "1.0.0", listedOnHome: false)

  public init() {}

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: ListInput.self)
    return VIPERScreen(
      interactor: ListInteractor(rows: input.rows, windowed: input.window), presenter: ListPresenter(),
      viewAdapter: ListViewAdapter(),
      router: NoRoutes(), effectHandler: NoEffects())
  }
}
