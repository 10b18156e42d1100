/// How the stargazers come: a page at a time, `size` to a full page. The
/// gateway asks for pages this big (`per_page`), and the list takes a page
/// shorter than this as the end.
public enum StargazerPage {
  public static let size = 10
}
