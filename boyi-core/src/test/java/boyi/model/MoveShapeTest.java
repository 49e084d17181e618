package boyi.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MoveShapeTest {

    @Test
    void fieldsKeepTheirOrderAndJsonPutsTheKindFirst() {
        MoveShape s = MoveShape.of("slide").with("row", 2).with("from", "b1").with("to", 5);
        assertThat(List.copyOf(s.fields().keySet())).containsExactly("row", "from", "to");
        assertThat(s.fields()).containsEntry("row", 2L).containsEntry("from", "b1").containsEntry("to", 5L).hasSize(3);
        assertThat(List.copyOf(s.json().entrySet())).containsExactly(Map.entry("kind", "slide"), Map.entry("row", 2L),
                Map.entry("from", "b1"), Map.entry("to", 5L));
        assertThat(s.toString()).isEqualTo("MoveShape[kind=slide, fields={row=2, from=b1, to=5}]");
    }

    @Test
    void aFieldSetAgainIsReplacedInItsPlace() {
        MoveShape s = MoveShape.of("pile").with("pile", 1).with("amount", 3).with("pile", 2);
        assertThat(List.copyOf(s.fields().entrySet())).containsExactly(Map.entry("pile", 2L), Map.entry("amount", 3L));
    }

    @Test
    void shapesAreValuesEqualToTheSameShapeBuiltFromAMap() {
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("pile", 2L);
        given.put("amount", 3L);
        MoveShape built = MoveShape.of("pile").with("pile", 2).with("amount", 3);
        MoveShape fromMap = new MoveShape("pile", given);
        given.put("amount", 4L);   // the shape keeps its own copy
        assertThat(fromMap).isEqualTo(built).hasSameHashCodeAs(built);
        assertThat(built.fields()).isEqualTo(Map.of("pile", 2L, "amount", 3L));
        assertThat(MoveShape.reaching("3 4")).isNotEqualTo(MoveShape.of("position").with("target", "3 5"));
    }

    @Test
    void theFieldsCannotBeChanged() {
        MoveShape s = MoveShape.of("pile").with("amount", 3);
        assertThatThrownBy(() -> s.fields().put("amount", 4L)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.fields().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(s.with("amount", 4).fields()).containsEntry("amount", 4L);
        assertThat(s.fields()).containsEntry("amount", 3L);
    }
}
