package io.targetwise.app.process;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/**
 * Gives a new installation something to look at: the billet-forging press of the robust target-value paper's
 * third experiment. Seeded once; an existing process of that name (possibly edited) is left alone.
 */
@ApplicationScoped
public class DemoProcessSeeder {
    public static final String DEMO_PROCESS_NAME = "Billet forging press";
    private static final Logger LOG = Logger.getLogger(DemoProcessSeeder.class);

    private final ProcessService processes;
    private final boolean enabled;

    DemoProcessSeeder(ProcessService processes, @ConfigProperty(name = "targetwise.demo.seed-process") boolean enabled) {
        this.processes = processes;
        this.enabled = enabled;
    }

    void onStart(@Observes StartupEvent event) {
        if (enabled && processes.findByName(DEMO_PROCESS_NAME).isEmpty()) {
            ProcessDefinition created = processes.create(demoProcess());
            LOG.infof("Seeded the demo process '%s' (id %d)", created.name(), created.id());
        }
    }

    public static ProcessDefinition demoProcess() {
        return new ProcessDefinition(null, DEMO_PROCESS_NAME,
                "Upsetting of a superalloy billet: two press settings, the billet's diameter, height and temperature"
                        + " decide the maximum diameter after forging.",
                List.of(new ProcessDefinition.DesignVariable("press stroke", "mm", 20.0, 100.0, 0.5),
                        new ProcessDefinition.DesignVariable("press speed", "mm/s", 5.0, 25.0, 0.5),
                        new ProcessDefinition.DesignVariable("billet diameter", "mm", 80.0, 120.0, 0.1),
                        new ProcessDefinition.DesignVariable("billet height", "mm", 120.0, 200.0, 0.1),
                        new ProcessDefinition.DesignVariable("billet temperature", "degC", 1000.0, 1150.0, 1.0)),
                List.of(new ProcessDefinition.EnvironmentalVariable("ambient temperature", "degC")),
                new ProcessDefinition.Output("maximum diameter", "mm"), 140.0, 138.0, 142.0,
                // Two readings per setpoint: at an equal number of readings the plant-like benchmark suite reached the
                // best setpoint fastest with 2 (docs/benchmarks.md), more setpoints beating sharper variances.
                2);
    }
}
