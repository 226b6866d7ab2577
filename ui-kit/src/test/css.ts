/**
 * The style rules that apply to an element through its classes, as jsdom parsed them from the
 * styled-components sheet, each with the media query it sits in. jsdom lays nothing out and
 * evaluates no media query: a test of a phone layout checks the rule itself.
 */
export interface AppliedRule {
  /** The media query's condition, or '' at the top level. */
  media: string;
  selector: string;
  style: CSSStyleDeclaration;
}

export function cssRulesOf(element: Element): AppliedRule[] {
  const classes = Array.from(element.classList);
  const found: AppliedRule[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText || rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && classes.some((c) => rule.selectorText.includes(`.${c}`))) {
        found.push({ media, selector: rule.selectorText, style: rule.style });
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return found;
}

/** The rules of an element's own classes (not its descendants') in one media query. */
export function ownRules(element: Element, media: string): CSSStyleDeclaration[] {
  const classes = Array.from(element.classList);
  return cssRulesOf(element)
    .filter((r) => r.media === media && r.selector.split(',').some((s) => classes.some((c) => s.trim() === `.${c}`)))
    .map((r) => r.style);
}
