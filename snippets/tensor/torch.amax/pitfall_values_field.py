import torch

scores = torch.tensor([[1.0, 5.0, 3.0],
                       [7.0, 2.0, 4.0]])

print(scores.max(dim=1).values)         # a field of max's result
print(scores.amax(dim=1))               # amax already is the values
scores.amax(dim=1).values()             # Tensor.values() is the sparse-tensor method
