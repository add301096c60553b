import torch
from torch.autograd.graph import region_activation_memory_budget


def forward(x):
    h = x.exp()  # outside the region, but in the same compiled graph
    with region_activation_memory_budget(0.0):
        return h.sin().cos().sum()


x = torch.ones(4, requires_grad=True)
torch.compile(forward, backend="aot_eager")(x).backward()
