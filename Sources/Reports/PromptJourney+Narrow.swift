extension PromptJourney {
  /// The narrow drawing's measures, in user units. It is drawn at most
  /// `width` wide, so on a 390 px phone (350 px or more for the page's
  /// column) it is shown at full size and its smallest text (13 px) stays
  /// readable; each kind of text wraps at the characters its size fits.
  enum NarrowLayout {
    static let width = 340
    static let pathX = 10
    static let textX = 24
    /// Characters per line, by kind: a 15 px bold label, 14 px prompts
    /// and features, a 13 px detail (about 9, 8 and 7.5 units a character).
    static let labelChars = 34
    static let lineChars = 37
    static let detailChars = 40
    /// At most this many lines for one text; the last is cut with `…`.
    static let maximumLines = 3
  }

  /// The journey laid out in one column for a narrow screen: per step, its
  /// label, detail, the prompts that appear there (in their verdicts'
  /// colours) and its features, every text wrapped to the width.
  static func narrowLayout(
    _ plan: Plan, steps: [ReportModel.JourneyStep], lanes: [ReportModel.JourneyLane],
    words: [ReportModel.JourneyPrompt]
  ) -> ReportModel.JourneyNarrow {
    var lines: [ReportModel.JourneyNarrowLine] = []
    var dots: [ReportModel.JourneyNarrowDot] = []
    var y = 22
    func add(_ text: String, _ kind: String, state: String, chars: Int, gap: Int, indent: Int = 0) {
      for (index, line) in wrap(text, chars - indent / 8).enumerated() {
        y += index == 0 ? gap : gap - 4
        lines.append(
          .init(kind: kind, state: state, x: NarrowLayout.textX + indent, y: y, text: line))
      }
    }
    lines.append(
      .init(
        kind: "heading", state: "none", x: NarrowLayout.pathX, y: y, text: "The reviewer’s path"))
    for (index, step) in zip(plan.drawnSteps, steps) {
      y += 12
      add(
        "\(step.number). " + plan.path.candidates[index].name
          + (step.findings.map { " \(step.symbol) \($0)" } ?? ""),
        "label", state: step.findings == nil ? "none" : step.state,
        chars: NarrowLayout.labelChars, gap: 22)
      dots.append(
        .init(x: NarrowLayout.pathX, y: lines.last.map { $0.y - 5 } ?? y, state: step.state))
      if let detail = plan.path.candidates[index].detail {
        add(detail, "detail", state: "none", chars: NarrowLayout.detailChars, gap: 19)
      }
      for (lane, permission) in plan.drawn.enumerated()
      where plan.path.promptStep(permission) == index {
        add(
          "● \(lanes[lane].header) (\(permission.access)): \(lanes[lane].symbol) \(words[lane].verdict)",
          "prompt", state: lanes[lane].state, chars: NarrowLayout.lineChars, gap: 21, indent: 8)
      }
      for feature in step.features {
        add(
          feature.full.hasPrefix("…") ? feature.full : "▸ " + feature.full, "feature",
          state: "none",
          chars: NarrowLayout.lineChars, gap: 21, indent: 8)
      }
    }
    let top = dots.first?.y ?? y
    return ReportModel.JourneyNarrow(
      width: NarrowLayout.width, height: y + 14, pathX: NarrowLayout.pathX, pathTop: top,
      pathBottom: dots.last?.y ?? top, lines: lines, dots: dots)
  }

  /// `text` in lines of at most `width` characters, broken between words
  /// (a word longer than a line is cut), at most `NarrowLayout.maximumLines`
  /// lines, the last ending in `…` when text is left out.
  static func wrap(_ text: String, _ width: Int) -> [String] {
    let width = max(8, width)
    var lines: [String] = []
    var current = ""
    for word in clip(text, width * NarrowLayout.maximumLines + 1).split(separator: " ") {
      let piece = String(word.prefix(width))
      if current.isEmpty {
        current = piece
      } else if current.count + 1 + piece.count <= width {
        current += " " + piece
      } else {
        lines.append(current)
        current = piece
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > NarrowLayout.maximumLines else { return lines }
    var kept = Array(lines.prefix(NarrowLayout.maximumLines))
    let last = kept[kept.count - 1]
    kept[kept.count - 1] = String(last.prefix(width - 1)) + "…"
    return kept
  }
}
