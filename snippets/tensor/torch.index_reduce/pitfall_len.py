import torch

x = torch.ones(3, 2)
src = torch.ones(4, 2)
idx = torch.tensor([0, 1, 2])                # one short of src.size(0)
x.index_reduce(0, idx, src, "prod")
