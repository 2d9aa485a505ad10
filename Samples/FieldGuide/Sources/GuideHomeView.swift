import SwiftUI

/// The list of species; each opens its guide page, and the toolbar logs a sighting.
struct GuideHomeView: View {
  let species = ["Barn owl", "Common kingfisher", "Red kite"]

  var body: some View {
    NavigationStack {
      List(species, id: \.self) { name in
        NavigationLink(name) { SpeciesPageView(species: name) }
      }
      .toolbar {
        NavigationLink("Log a sighting") { SightingCameraView() }
      }
    }
  }
}
