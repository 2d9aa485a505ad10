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
    func clip(_ text: String?) -> String? { text.map(clip) }
    var model = self
    model.app.name = clip(app.name)
    model.app.bundleId = clip(app.bundleId)
    model.app.version = clip(app.version)
    model.app.build = clip(app.build)
    model.app.minimumOS = clip(app.minimumOS)
    model.app.file = clip(app.file)
    model.app.locales = app.locales.prefix(50).map(clip)
    model.questions = questions.prefix(maximumQuestions).map { question in
      var question = question
      question.question = clip(question.question)
      question.path = clip(question.path)
      question.location = clip(question.location)
      question.waitingRules = question.waitingRules.prefix(10).map(clip)
      question.waiting = clip(question.waiting)
      return question
    }
    model.hasQuestions = !model.questions.isEmpty
    model.matrix = matrix.map { row in
      var row = row
      row.resourceName = clip(row.resourceName)
      for path in [
        \MatrixRow.requested, \.needed, \.prompt, \.purposeStrings, \.labels, \.refusal,
      ] {
        row[keyPath: path].text = clip(row[keyPath: path].text)
      }
      return row
    }
    model.groups = groups.map { group in
      var group = group
      group.title = clip(group.title)
      group.findings = group.findings.map { $0.clipped(to: limit) }
      return group
    }
    model.top = top.map { $0.clipped(to: limit) }
    model.waived = []
    model.hasWaived = false
    model.checklist.items = checklist.items.prefix(maximumChecks).map { $0.clipped(to: limit) }
    model.checklist.retired = checklist.retired.prefix(maximumChecks).map {
      $0.clipped(to: limit)
    }
    model.checklist.hasRetired = !model.checklist.retired.isEmpty
    model.checklist.file = clip(checklist.file)
    model.reviewNotes.text = PromptJourney.clip(reviewNotes.text, limit * 7)
    model.problems = problems.prefix(10).map(clip)
    model.journey.prompts = journey.prompts.prefix(20).map { prompt in
      var prompt = prompt
      prompt.permission = clip(prompt.permission)
      prompt.resourceName = clip(prompt.resourceName)
      prompt.access = clip(prompt.access)
      prompt.asked = clip(prompt.asked)
      prompt.feature = clip(prompt.feature)
      prompt.gap = clip(prompt.gap)
      return prompt
    }
    if journey.prompts.count > model.journey.prompts.count {
      model.journey.unlisted =
        "\(journey.prompts.count - model.journey.prompts.count) more prompts are not listed."
    }
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

extension ReportModel.FindingView {
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
