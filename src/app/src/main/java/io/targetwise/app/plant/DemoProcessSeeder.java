package io.targetwise.app.plant;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.forging.ForgingSimulator;

/**
 * Gives a new installation something to look at: the billet-forging press of the robust target-value paper's
 * third experiment, defined by the forging simulator the virtual plant runs, so the two cannot disagree. Seeded once;
 * an existing process of that name (possibly edited) is left alone.
 */
@ApplicationScoped
public class DemoProcessSeeder {
    public static final String DEMO_PROCESS_NAME = "Billet forging press";
    /**
     * Two readings per setpoint: at an equal number of readings the plant-like benchmark suite reached the best
     * setpoint fastest with 2 (docs/benchmarks/plant-suite.md), more setpoints beating sharper variances.
     */
    static final int DEMO_REPLICATES = 2;
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
        return definitionOf(ForgingSimulator.create().spec(), DEMO_PROCESS_NAME,
                "Upsetting of a superalloy billet: two press settings, the billet's diameter, height and temperature"
                        + " decide the maximum diameter after forging.", DEMO_REPLICATES);
    }

    /**
     * A simulated process as the application defines one: the same variables, bounds, resolutions (0, continuous,
     * is none), output, target and specification limits; maximum steps are the default.
     */
    static ProcessDefinition definitionOf(ProcessSpec spec, String name, String description, int replicates) {
        return new ProcessDefinition(null, name, description,
                spec.designVariables().stream().map(v -> new ProcessDefinition.DesignVariable(v.name(), v.unit(),
                        v.lower(), v.upper(), v.resolution() == 0 ? null : v.resolution())).toList(),
                spec.environmentalVariables().stream()
                        .map(v -> new ProcessDefinition.EnvironmentalVariable(v.name(), v.unit())).toList(),
                new ProcessDefinition.Output(spec.output().name(), spec.output().unit()), spec.target(),
                spec.lowerSpecLimit(), spec.upperSpecLimit(), replicates);
    }
}
