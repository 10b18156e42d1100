/// A navigation a test expected to be a push was something else.
enum ScreenTestError: Error { case notAPush }
