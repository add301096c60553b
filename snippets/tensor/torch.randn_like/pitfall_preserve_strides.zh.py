import torch

weight = torch.zeros(3, 2).t()            # 转置后的、不连续的 (2, 3) 张量
noise = torch.randn_like(weight)          # 照搬模板张量的步长
print(noise.stride(), noise.is_contiguous())
print(torch.randn_like(weight, memory_format=torch.contiguous_format).is_contiguous())
noise.view(-1)                            # view 要求内存布局兼容
