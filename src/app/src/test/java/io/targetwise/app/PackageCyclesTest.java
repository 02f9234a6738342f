package io.targetwise.app;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The application's packages, each one a slice down to its deepest name ({@code console.process} apart from
 * {@code console}), depend on each other without a cycle: a package can be read, tested and changed with what it
 * imports and nothing that imports it.
 */
class PackageCyclesTest {
    private static final JavaClasses APPLICATION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.targetwise.app");

    @Test
    void noPackageOfTheApplicationDependsOnItselfThroughAnother() {
        slices().matching("io.targetwise.app.(**)").should().beFreeOfCycles().check(APPLICATION);
    }
}
