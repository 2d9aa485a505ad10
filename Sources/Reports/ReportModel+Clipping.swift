extension ReportModel {
  /// The model with every text a description or pack can make long
  /// shortened to `limit` characters (the review-notes draft to seven
  /// times that), at most `questions` questions and `checks` manual checks
  /// listed, and waived findings counted instead of listed; what is left
  /// out is counted in `folded`. For `MarkdownBudget`.
  func clipped(to limit: Int, questions maximumQuestions: Int, checks maximumChecks: Int)
    -> ReportModel
  {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    var model = self
    model.app = app.clipped(to: limit)
    model.questions = questions.prefix(maximumQuestions).map { $0.clipped(to: limit) }
    model.hasQuestions = !model.questions.isEmpty
    model.matrix = matrix.map { $0.clipped(to: limit) }
    model.groups = groups.map { $0.clipped(to: limit) }
    model.top = top.map { $0.clipped(to: limit) }
    model.waived = []
    model.hasWaived = false
    model.checklist = checklist.clipped(to: limit, checks: maximumChecks)
    model.reviewNotes.text = PromptJourney.clip(reviewNotes.text, limit * 7)
    model.problems = problems.prefix(10).map(clip)
    model.journey = journey.clipped(to: limit)
    model.baseline.fixedFindings = baseline.fixedFindings.map(clip)
    model.baseline.fixedText = PromptJourney.clip(baseline.fixedText, limit * 2)
    model.folded.waived = folded.waived + waived.count
    model.folded.questions = folded.questions + questions.count - model.questions.count
    model.folded.checks =
      folded.checks + checklist.items.count - model.checklist.items.count
    model.folded.describe()
    return model
  }
}

extension ReportModel.App {
  /// The app's texts shortened to `limit` characters, at most 50 locales.
  func clipped(to limit: Int) -> Self {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    func clip(_ text: String?) -> String? { text.map(clip) }
    var app = self
    app.name = clip(name)
    app.bundleId = clip(bundleId)
    app.version = clip(version)
    app.build = clip(build)
    app.minimumOS = clip(minimumOS)
    app.file = clip(file)
    app.locales = locales.prefix(50).map(clip)
    return app
  }
}

extension ReportModel.QuestionView {
  /// The question's texts shortened to `limit` characters, at most 10
  /// waiting rules.
  func clipped(to limit: Int) -> Self {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    var question = self
    question.question = clip(self.question)
    question.path = clip(path)
    question.location = clip(location)
    question.waitingRules = waitingRules.prefix(10).map(clip)
    question.waiting = clip(waiting)
    return question
  }
}

extension ReportModel.MatrixRow {
  /// The row's resource name and every cell's text shortened to `limit`
  /// characters.
  func clipped(to limit: Int) -> Self {
    var row = self
    row.resourceName = PromptJourney.clip(resourceName, limit)
    for path in [
      \Self.requested, \.needed, \.prompt, \.purposeStrings, \.labels, \.refusal,
    ] {
      row[keyPath: path].text = PromptJourney.clip(row[keyPath: path].text, limit)
    }
    return row
  }
}

extension ReportModel.Group {
  /// The group's title and findings shortened to `limit` characters.
  func clipped(to limit: Int) -> Self {
    var group = self
    group.title = PromptJourney.clip(title, limit)
    group.findings = findings.map { $0.clipped(to: limit) }
    return group
  }
}

extension ReportModel.Checklist {
  /// At most `maximumChecks` checks and as many retired ones, their texts
  /// and the file's name shortened to `limit` characters.
  func clipped(to limit: Int, checks maximumChecks: Int) -> Self {
    var checklist = self
    checklist.items = items.prefix(maximumChecks).map { $0.clipped(to: limit) }
    checklist.retired = retired.prefix(maximumChecks).map { $0.clipped(to: limit) }
    checklist.hasRetired = !checklist.retired.isEmpty
    checklist.file = file.map { PromptJourney.clip($0, limit) }
    return checklist
  }
}

extension ReportModel.Journey {
  /// At most 20 prompts listed, their texts shortened to `limit`
  /// characters; `unlisted` then says how many more there are.
  func clipped(to limit: Int) -> Self {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    var journey = self
    journey.prompts = prompts.prefix(20).map { prompt in
      var prompt = prompt
      prompt.permission = clip(prompt.permission)
      prompt.resourceName = clip(prompt.resourceName)
      prompt.access = clip(prompt.access)
      prompt.asked = clip(prompt.asked)
      prompt.feature = clip(prompt.feature)
      prompt.gap = clip(prompt.gap)
      return prompt
    }
    if prompts.count > journey.prompts.count {
      journey.unlisted =
        "\(prompts.count - journey.prompts.count) more prompts are not listed."
    }
    return journey
  }
}

extension ReportModel.FindingView {
  /// The finding's texts shortened to `limit` characters, at most 3
  /// references and links (a link longer than `limit` is left out).
  func clipped(to limit: Int) -> Self {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    var finding = self
    finding.title = clip(title)
    finding.message = clip(message)
    finding.location = clip(location)
    finding.subjectID = clip(subjectID)
    finding.guideline = guideline.map(clip)
    finding.fix = fix.map(clip)
    finding.reviewNote = reviewNote.map(clip)
    finding.references = references.prefix(3).map(clip)
    finding.links = links.prefix(3).filter { $0.count <= limit }
    finding.waiverReason = waiverReason.map(clip)
    finding.waivedBy = waivedBy.map(clip)
    return finding
  }
}

extension ReportModel.ChecklistItem {
  /// The check's texts shortened to `limit` characters.
  func clipped(to limit: Int) -> Self {
    func clip(_ text: String) -> String { PromptJourney.clip(text, limit) }
    var item = self
    item.title = clip(title)
    item.how = clip(how)
    item.by = by.map(clip)
    item.build = build.map(clip)
    item.note = note.map(clip)
    item.who = who.map(clip)
    item.staleReason = staleReason.map(clip)
    return item
  }
}
