// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/graphvizrenderer.h"

#include "libs/diagram/graphvizgraph.h"
#include "libs/diagram/graphvizlayout.h"

#include <QMutexLocker>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

namespace TrainDeck::Diagram {

using Internal::GraphvizGraph;

Result<QByteArray> GraphvizRenderer::render(const Flowchart &chart,
                                            const QString &format,
                                            double dpi,
                                            const DiagramTheme &theme)
{
    if (auto ok = GraphvizLayout::check(chart); !ok)
        return ok.error();
    QMutexLocker lock(&GraphvizGraph::mutex());
    GVC_t *gvc = GraphvizGraph::context();
    GraphvizGraph::takeMessages();
    GraphvizGraph gg(chart, GraphvizGraph::Mode::Render, {}, theme);
    const QByteArray dpiText = QByteArray::number(dpi, 'f', 1);
    agsafeset(gg.graph(),
              const_cast<char *>("dpi"),
              const_cast<char *>(dpiText.constData()),
              const_cast<char *>("96"));
    if (gvLayout(gvc, gg.graph(), "dot") != 0)
        return Error::make(
            Error::Kind::Unsupported,
            tr("Graphviz could not lay out the chart: %1").arg(GraphvizGraph::takeMessages()));
    // Prefer the cairo renderer (antialiased text through pango) over gd when both exist.
    const QByteArray fmt = format.toUtf8();
    QByteArray out;
    for (const QByteArray &candidate : {fmt + ":cairo", fmt}) {
        char *data = nullptr;
        unsigned int length = 0;
        if (gvRenderData(gvc, gg.graph(), candidate.constData(), &data, &length) == 0 && data) {
            out = QByteArray(data, int(length));
            gvFreeRenderData(data);
            break;
        }
        if (data)
            gvFreeRenderData(data);
    }
    gvFreeLayout(gvc, gg.graph());
    if (out.isEmpty())
        return Error::make(Error::Kind::Unsupported,
                           tr("Graphviz cannot write '%1' here%2; install the 'graphviz' package "
                              "(its cairo plugin writes PNG)")
                               .arg(format, [] {
                                   const QString m = GraphvizGraph::takeMessages();
                                   return m.isEmpty() ? QString() : QStringLiteral(": ") + m;
                               }()));
    return out;
}

} // namespace TrainDeck::Diagram
