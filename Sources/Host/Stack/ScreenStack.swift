/// The screens a frontend has open, bottom (root) to top. Looking a view up
/// by id does not depend on how deep the stack is.
struct ScreenStack {
  private(set) var views: [OpenView] = []
  private var byID: [ViewID: OpenView] = [:]

  var top: OpenView? { views.last }
  var ids: [ViewID] { views.map(\.id) }
  var isEmpty: Bool { views.isEmpty }

  func index(of id: ViewID) -> Int? { views.firstIndex { $0.id == id } }
  func view(_ id: ViewID) -> OpenView? { byID[id] }

  mutating func push(_ view: OpenView) {
    views.append(view)
    byID[view.id] = view
  }

  /// Removes the views from `index` up, returning them top first.
  mutating func truncate(from index: Int) -> [OpenView] {
    let removed = Array(views[index...].reversed())
    views.removeSubrange(index...)
    for view in removed { byID[view.id] = nil }
    return removed
  }

  /// The nearest presented (modal) view at or below `index`.
  func modalIndex(atOrBelow index: Int) -> Int? {
    views[...index].lastIndex { $0.presentation == .presented }
  }
}
