package io.targetwise.app.console.users;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.security.NewUser;
import io.targetwise.app.security.Role;

/** A new user's name, initial password and role; fires {@link CreateEvent} and shows refusals at their fields. */
public class UserForm extends HorizontalLayout {
    private final TextField username = new TextField("Username");
    private final PasswordField password = new PasswordField("Initial password");
    private final Select<Role> role = new Select<>();
    private final Button create = new Button("Create user",
            click -> fireEvent(new CreateEvent(this, new NewUser(username.getValue(), password.getValue(), role.getValue()))));

    public static class CreateEvent extends ComponentEvent<UserForm> {
        private final NewUser user;

        CreateEvent(UserForm source, NewUser user) {
            super(source, false);
            this.user = user;
        }

        public NewUser user() {
            return user;
        }
    }

    public UserForm() {
        username.setId("user-username");
        password.setId("user-password");
        role.setId("user-role");
        create.setId("user-create");
        role.setLabel("Role");
        role.setItems(Role.values());
        role.setItemLabelGenerator(r -> r.name().toLowerCase(Locale.ROOT));
        role.setValue(Role.OPERATOR);
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        add(username, password, role, create);
        setAlignItems(FlexComponent.Alignment.BASELINE);
    }

    public Registration addCreateListener(ComponentEventListener<CreateEvent> listener) {
        return addListener(CreateEvent.class, listener);
    }

    public void clear() {
        username.clear();
        password.clear();
        showErrors(List.of());
    }

    public void showErrors(List<FieldError> errors) {
        Map<String, HasValidation> fields = Map.<String, HasValidation>of("username", username, "password", password,
                "role", role);
        fields.values().forEach(f -> f.setInvalid(false));
        for (FieldError e : errors) {
            HasValidation field = fields.get(e.field());
            if (field != null) {
                field.setErrorMessage(e.message());
                field.setInvalid(true);
            }
        }
    }
}
