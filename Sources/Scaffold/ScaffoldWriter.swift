/// Carries out a plan, all or nothing: new files first (each created only if
/// absent), then the edits; on any failure what was written is taken back.
public struct ScaffoldWriter: Sendable {
  private let disk: any ScaffoldFileSystem

  public init(disk: any ScaffoldFileSystem) { self.disk = disk }

  public func write(_ plan: ScaffoldPlan) throws(ScaffoldError) {
    var created: [String] = []  // files and folders, in the order made
    var replaced: [(path: String, original: [UInt8])] = []
    do {
      for file in plan.files {
        let path = plan.root + "/" + file.path
        created += try disk.create(path, contents: file.contents)
        created.append(path)
      }
      for edit in plan.edits {
        let path = plan.root + "/" + edit.path
        let original = try disk.read(path)
        try disk.replace(path, contents: edit.contents)
        replaced.append((path, original))
      }
    } catch {
      for edit in replaced.reversed() { try? disk.replace(edit.path, contents: edit.original) }
      for path in created.reversed() { disk.remove(path) }
      throw error
    }
  }
}
