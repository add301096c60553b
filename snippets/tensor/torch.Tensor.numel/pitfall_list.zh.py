import torch

sizes = [3, 4]
print(torch.tensor(sizes).numel())
torch.numel(sizes)      # numel 接受张量，而不是列表或形状
