import WidgetKit

struct StepsWidget {}
