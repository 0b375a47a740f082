// The 404 page's animated sonar (spec §2). Pure CSS; still rings when the user prefers reduced motion.
import classes from './sonar.module.css';

export function Sonar() {
  return (
    <div className={classes.sonar} aria-hidden="true" data-testid="sonar">
      <span className={classes.ring} />
      <span className={classes.ring} />
      <span className={classes.ring} />
      <span className={classes.dot} />
    </div>
  );
}
