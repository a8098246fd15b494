// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/document.h"
#include "ui/builder/builderpage.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace TrainDeck::Ui {

/// The builder's Cluster section: what only a Kubernetes cluster acts on. The namespace,
/// "Create suspended" (spec.suspend), the Kueue queue and priority class (the labels
/// kueue.x-k8s.io/queue-name and kueue.x-k8s.io/priority-class), the active deadline, managedBy
/// and the runtime patches, edited as YAML (the value of spec.runtimePatches) with helpers
/// that add a node selector or a toleration patch. For another backend the form is disabled
/// and says why; options a loaded job carries stay visible there (validation refuses them)
/// and one button removes them.
class ClusterPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit ClusterPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

    void setBackendKind(BackendKind backend);
    BackendKind backendKind() const { return m_backend; }
    /// Why the form is disabled; empty when it is not (Kubernetes).
    QString unavailableReason() const;

    /// The problems of the job about runtime patches, each placed at its line in the patch
    /// editor ("line 7, spec.runtimePatches[1].manager: required; ..."), plus the editor's
    /// YAML error when its text does not parse (then store() keeps the patches last loaded).
    QList<Error> placeProblems(QList<Error> problems) const;

    /// The manager the helpers write into the patches they add.
    static inline const QString Manager = QStringLiteral("traindeck.io/builder");
    /// Adds a patch to the editor's list: a node selector (or a toleration) for the training
    /// nodes, with placeholder key and value to edit.
    void addNodeSelectorPatch();
    void addTolerationPatch();

    QPlainTextEdit *patchEditor() const { return m_patches; }

private:
    void parsePatches();
    void appendPatch(const nlohmann::ordered_json &patch);
    void updateAvailability();

    BackendKind m_backend = BackendKind::Local;
    nlohmann::ordered_json m_loadedPatches;
    std::optional<qint64> m_loadedDeadline; ///< may exceed what the spin box shows
    std::optional<Document> m_patchDoc;     ///< the editor's text, parsed; empty when it is blank
    QString m_patchError;                   ///< why the text does not parse, with its line
    int m_patchErrorLine = 0;

    QLabel *m_reason = nullptr;
    QWidget *m_form = nullptr;
    QPushButton *m_clear = nullptr;
    QLineEdit *m_namespace = nullptr;
    QCheckBox *m_suspend = nullptr;
    QLineEdit *m_queue = nullptr;
    QLineEdit *m_priority = nullptr;
    QSpinBox *m_deadline = nullptr;
    QComboBox *m_managedBy = nullptr;
    QPlainTextEdit *m_patches = nullptr;
};

} // namespace TrainDeck::Ui
