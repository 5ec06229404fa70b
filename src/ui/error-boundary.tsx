import { useStore } from '@nanostores/react';
import { Component, Fragment, type ComponentType, type ReactNode } from 'react';
import * as ui from './ui.css';
import { $strings } from './error-strings';

/** The failed element's notice and its Try Again. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const strings = useStore($strings);
  return (
    <div role="alert" part="error">
      <p className={ui.errorText}>{strings.failed}</p>
      <button type="button" className={ui.button} part="try-again" onClick={onRetry}>
        {strings.tryAgain}
      </button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  /** Bumped by Try Again, so the element's tree mounts afresh. */
  attempt: number;
}

/**
 * Keeps a failure inside one element: the element shows an error state with Try Again, and the
 * rest of the page keeps working. React logs the error (console.error) as it catches it.
 */
class ElementErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  private retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render(): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return <Failed onRetry={this.retry} />;
  }
}

/** The component inside its own error boundary, as an element renders it. */
export function withErrorBoundary<Props extends object>(Inner: ComponentType<Props>): ComponentType<Props> {
  function Guarded(props: Props) {
    return (
      <ElementErrorBoundary>
        <Inner {...props} />
      </ElementErrorBoundary>
    );
  }
  return Guarded;
}
