import torch

x = torch.zeros(2, 3)
index = torch.tensor([0, 4])

x.put_(index, torch.tensor(1.0))          # source 不会被广播成 index 的大小
