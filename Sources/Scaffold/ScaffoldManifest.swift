/// A template's `scaffold.json`: what it makes, what it borrows from another
/// template, the lines it adds to existing files, and the commands to run next.
public struct ScaffoldManifest: Decodable, Equatable, Sendable {
  /// A subtree of another template's `files/`, copied to `to`. `placeholders`
  /// names that template's own placeholders for this copy (a screen template's
  /// `MyPart` as `MyScreenAdd`); the values are read with the request's
  /// placeholders first.
  public struct Include: Decodable, Equatable, Sendable {
    public var template: String
    public var from: String
    public var to: String
    public var placeholders: [String: String]?
  }

  /// An edit of a file that exists: `text` as lines right above the marker
  /// line `above`, or an `import` put in order into the file's imports.
  public struct Insertion: Decodable, Equatable, Sendable {
    public var file: String
    public var above: String?
    public var text: String?
    public var `import`: String?
  }

  public var summary: String
  public var include: [Include]
  public var insert: [Insertion]
  /// Three shell commands; `{{dir}}` is the directory the generator wrote.
  public var next: [String]

  enum CodingKeys: String, CodingKey { case summary, include, insert, next }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    summary = try container.decode(String.self, forKey: .summary)
    include = try container.decodeIfPresent([Include].self, forKey: .include) ?? []
    insert = try container.decodeIfPresent([Insertion].self, forKey: .insert) ?? []
    next = try container.decode([String].self, forKey: .next)
  }
}
