/// A transcript cut into what the replayer does: host runs (split by
/// `!restart`), each a series of groups — lines sent, then the messages
/// expected back — and what is expected after end of input.
struct ReplayPlan {
  struct Group {
    var sends: [Int] = []
    var expects: [Int] = []
    /// Where messages the host sent beyond the expectations go on `--update`.
    var lastLine: Int
    /// In a `!loose` section: notifications not listed are skipped.
    var loose = false
  }

  struct HostRun {
    /// The host's arguments: the last `!host` line at or before this run.
    var arguments: [String] = []
    /// Where that `!host` line is.
    var hostLine: Int?
    var groups: [Group] = []
    /// Expected after stdin closes (explicit `!eof`, or nothing).
    var afterEOF = Group(lastLine: -1)
    var explicitEOF: Int?
    var expectedStatus: Int32 = 0
    var statusLine: Int?
    /// The last line of this run in the file.
    var lastLine = -1
  }

  var runs: [HostRun]

  /// `splitUnanswered`: a run of sends with no expectations after it becomes
  /// one group per send (`--update` on a transcript being written, so each
  /// answer lands right below its request).
  init(_ transcript: Transcript, splitUnanswered: Bool = false) throws(Transcript.ParseError) {
    var runs = [HostRun()]
    var group: Group?
    var loose = false
    func closeGroup() {
      if let finished = group { runs[runs.count - 1].groups.append(finished) }
      group = nil
    }
    for (index, line) in transcript.lines.enumerated() {
      switch line {
      case .send:
        if runs[runs.count - 1].explicitEOF != nil {
          throw Transcript.ParseError(line: index + 1, message: "nothing can be sent after !eof (use !restart)")
        }
        if let current = group, !current.expects.isEmpty { closeGroup() }
        if group == nil { group = Group(lastLine: index, loose: loose) }
        group!.sends.append(index)
        group!.lastLine = index
      case .expect:
        if runs[runs.count - 1].explicitEOF != nil {
          runs[runs.count - 1].afterEOF.expects.append(index)
          runs[runs.count - 1].afterEOF.lastLine = index
        } else {
          if group == nil { group = Group(lastLine: index, loose: loose) }
          group!.expects.append(index)
          group!.lastLine = index
        }
      case .eof:
        closeGroup()
        runs[runs.count - 1].explicitEOF = index
        runs[runs.count - 1].afterEOF.lastLine = index
        runs[runs.count - 1].afterEOF.loose = loose
      case .restart:
        closeGroup()
        if runs[runs.count - 1].explicitEOF == nil { runs[runs.count - 1].afterEOF.loose = loose }
        runs.append(HostRun(arguments: runs[runs.count - 1].arguments, hostLine: runs[runs.count - 1].hostLine))
      case .loose, .strict:
        // A section boundary ends the group before it; what the host writes
        // after end of input is loose when its section is.
        closeGroup()
        loose = line == .loose
        if runs[runs.count - 1].explicitEOF != nil { runs[runs.count - 1].afterEOF.loose = loose }
      case .host(let arguments):
        if !runs[runs.count - 1].groups.isEmpty || group != nil {
          throw Transcript.ParseError(line: index + 1, message: "!host must come before this host's first line")
        }
        runs[runs.count - 1].arguments = arguments
        runs[runs.count - 1].hostLine = index
      case .status(let status):
        runs[runs.count - 1].expectedStatus = status
        runs[runs.count - 1].statusLine = index
      case .comment, .blank:
        break
      }
      runs[runs.count - 1].lastLine = index
    }
    closeGroup()
    if runs[runs.count - 1].explicitEOF == nil { runs[runs.count - 1].afterEOF.loose = loose }
    // Without !eof, what the host writes after end of input comes after the run's last line.
    for index in runs.indices where runs[index].explicitEOF == nil {
      runs[index].afterEOF.lastLine = runs[index].lastLine
    }
    if splitUnanswered {
      for index in runs.indices {
        runs[index].groups = runs[index].groups.flatMap { group in
          group.expects.isEmpty && group.sends.count > 1
            ? group.sends.map { Group(sends: [$0], expects: [], lastLine: $0, loose: group.loose) } : [group]
        }
      }
    }
    self.runs = runs
  }
}
