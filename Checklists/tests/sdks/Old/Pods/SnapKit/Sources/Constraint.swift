// SnapKit's sources (no privacy manifest in this checkout)
