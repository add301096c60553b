import torch

x = torch.zeros(1024, 1024)

mib = x.numel() * x.element_size / 2**20    # 忘了加括号
print(mib)
