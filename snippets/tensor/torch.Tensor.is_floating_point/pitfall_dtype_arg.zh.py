import torch

dtype = torch.float32
print(dtype.is_floating_point)     # dtype 的属性
torch.is_floating_point(dtype)     # 该函数要求传入张量
