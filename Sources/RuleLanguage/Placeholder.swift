// The rule expression language; see RuleLanguage.swift once it lands.
