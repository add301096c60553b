import torch

edges = torch.linspace(0.0, 1.0, 5)
rate = torch.tensor([1.0, 2.0, 2.0, 1.0])
centres = (edges[1:] + edges[:-1]) / 2
print(torch.cumulative_trapezoid(rate, centres))
torch.cumulative_trapezoid(rate, edges)
