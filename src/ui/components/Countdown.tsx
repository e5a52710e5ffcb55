import { Component, type ComponentChildren } from 'preact';

interface Props {
  /** Seconds to wait, rounded up; undefined when there is nothing to wait for. */
  seconds: number | undefined;
  /** What the wait is for: a new value starts the wait again. */
  cause: unknown;
  /** Renders the whole seconds left, 0 once the wait is over. */
  children: (left: number) => ComponentChildren;
}

/**
 * Counts down to a deadline rather than decrementing, so a throttled background tab stays right,
 * and renders again only when the whole seconds left change.
 */
export class Countdown extends Component<Props> {
  /** Never a prop's value, so the first render starts the wait. */
  #cause: unknown = {};
  #deadline = 0;
  #timer?: ReturnType<typeof setTimeout>;

  render({ seconds, cause, children }: Props) {
    if (cause !== this.#cause) {
      this.#cause = cause;
      // A deadline in the past (no wait, or a negative one) simply counts as 0 left.
      this.#deadline = Date.now() + Math.ceil(seconds ?? 0) * 1000;
    }
    return children(Math.max(0, Math.ceil((this.#deadline - Date.now()) / 1000)));
  }

  override componentDidMount(): void {
    this.componentDidUpdate();
  }

  /** After each render, the next one is due when the whole seconds left next go down, if they can. */
  override componentDidUpdate(): void {
    clearTimeout(this.#timer);
    const rest = this.#deadline - Date.now();
    if (rest > 0) this.#timer = setTimeout(() => this.forceUpdate(), rest % 1000 || 1000);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.#timer);
  }
}
