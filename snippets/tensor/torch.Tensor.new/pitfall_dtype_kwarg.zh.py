import torch

x = torch.zeros(2)

x.new(2, 3, dtype=torch.int64)   # new() 只接受 device=；dtype 始终与 x 相同
