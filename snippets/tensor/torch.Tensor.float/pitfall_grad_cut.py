import torch

w = torch.tensor([1.5, 2.5], requires_grad=True)
print(w.double().requires_grad)   # float -> float: still in the graph
print(w.long().requires_grad)     # float -> int: detached, no gradient flows
print(w.round().requires_grad)    # stays float and keeps the graph
