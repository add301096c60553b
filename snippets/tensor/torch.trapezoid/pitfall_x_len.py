import torch

y = torch.tensor([1.0, 2.0, 3.0])
edges = torch.tensor([0.0, 1.0, 2.0, 3.0])   # bin edges, one more than samples
print(torch.trapezoid(y, edges[:-1]))
torch.trapezoid(y, edges)
