import torch

x = torch.arange(6, dtype=torch.float32)
s = x.untyped_storage()

print(len(s))        # 6 个 float32 元素占 24 字节
print(s.dtype)       # 无类型存储只知道字节
