import torch
from torch import nn

graphs = []


def counting_backend(gm, example_inputs):
    graphs.append(len(gm.graph.nodes))
    return gm.forward


model = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
model.compile(backend=counting_backend)

model.forward(torch.ones(1, 2))  # 绕过了 __call__：按即时模式执行
print(len(graphs))
model(torch.ones(1, 2))  # 经过编译后的版本
print(len(graphs))
