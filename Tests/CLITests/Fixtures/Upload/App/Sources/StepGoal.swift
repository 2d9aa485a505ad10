import Foundation

/// The daily goal the person sets, kept for the widget in the App Group.
struct StepGoal {
  private let defaults = UserDefaults.standard

  var steps: Int {
    get { defaults.integer(forKey: "goal") }
    nonmutating set { defaults.set(newValue, forKey: "goal") }
  }
}
