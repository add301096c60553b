import torch

sizes = [3, 4]
print(torch.tensor(sizes).numel())
torch.numel(sizes)      # numel takes a tensor, not a list or a shape
