package boyi.games.takeaway;

import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.ViewKind;
import boyi.games.Work;
import boyi.util.Text;
import java.util.List;
import java.util.Map;

/**
 * What the families of the parity take-away game share ({@link ParityGame}, {@link TakeBallGame},
 * {@link StonesGame}): balls on the page, and the work of a take set over a count of balls.
 *
 * <pre>{@code
 * new TakeBallGame().view();   // ViewKind.BALLS
 * }</pre>
 */
abstract class ParityFamily extends DescribedFamily {

    ParityFamily(String id, String nameZh, String nameEn, Text rules, List<Parameter> parameters, Text positionSyntax,
                 String examplePosition) {
        super(id, nameZh, nameEn, rules, parameters, positionSyntax, examplePosition);
    }

    /** A take set ({@code takes}) over the first number of the position. */
    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.takeSet(Work.numbers(parameters.get("takes")), Work.first(position), 4);
    }

    @Override
    public ViewKind view() {
        return ViewKind.BALLS;
    }
}
