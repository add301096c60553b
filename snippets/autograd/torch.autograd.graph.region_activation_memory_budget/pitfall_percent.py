import torch
from torch.autograd.graph import region_activation_memory_budget


def forward(x):
    with region_activation_memory_budget(40):  # meant as "40 %"
        return x.sin().sum()


torch.compile(forward, backend="aot_eager")(torch.ones(4, requires_grad=True))
