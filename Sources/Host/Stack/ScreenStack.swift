/// The screens a frontend has open, bottom (root) to top.
struct ScreenStack {
  private(set) var views: [OpenView] = []

  var top: OpenView? { views.last }
  var ids: [ViewID] { views.map(\.id) }
  var isEmpty: Bool { views.isEmpty }

  func index(of id: ViewID) -> Int? { views.firstIndex { $0.id == id } }
  func view(_ id: ViewID) -> OpenView? { views.first { $0.id == id } }

  mutating func push(_ view: OpenView) { views.append(view) }

  /// Removes the views from `index` up, returning them top first.
  mutating func truncate(from index: Int) -> [OpenView] {
    let removed = views[index...].reversed()
    views.removeSubrange(index...)
    return Array(removed)
  }

  /// The nearest presented (modal) view at or below `index`.
  func modalIndex(atOrBelow index: Int) -> Int? {
    views[...index].lastIndex { $0.presentation == .presented }
  }
}
