import torch

batch1 = torch.ones(3, 2, 4)
batch2 = torch.ones(3, 4, 2)
per_batch_bias = torch.zeros(3, 2, 2)

torch.addbmm(per_batch_bias, batch1, batch2)   # input 必须能广播到 (2, 2)
