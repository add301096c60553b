import torch

x = torch.zeros(2, 3)
idx = torch.tensor([[1.0], [0.0]])           # e.g. produced by argmax(...).float()
print(x.gather(1, idx.long()).shape)
x.gather(1, idx)
