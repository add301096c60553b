import torch

x = torch.zeros(2)

x.new(2, 3, dtype=torch.int64)   # new() takes only device=; the dtype is always x's
