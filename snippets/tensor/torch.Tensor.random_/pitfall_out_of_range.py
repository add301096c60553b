import torch

torch.manual_seed(0)
print(torch.empty(3, dtype=torch.int16).random_(0, 300))
torch.empty(3, dtype=torch.uint8).random_(0, 300)   # 299 does not fit in uint8
