import torch
from torch import nn

graphs = []


def counting_backend(gm, example_inputs):
    graphs.append(len(gm.graph.nodes))
    return gm.forward


model = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
model.compile(backend=counting_backend)

model.forward(torch.ones(1, 2))  # bypasses __call__: runs eagerly
print(len(graphs))
model(torch.ones(1, 2))  # goes through the compiled version
print(len(graphs))
