import torch

loss = torch.tensor(0.25)
print(loss.shape, loss.numel())
len(loss)           # a 0-d tensor has no first dimension
