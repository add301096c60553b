import torch

cache = torch.zeros(3, 4)
new_row = torch.ones(4)               # 形状为 (4,)

cache.index_copy_(0, torch.tensor([1]), new_row)   # source 需要有行维度：(1, 4)
