import torch

t = torch.arange(6.0).reshape(2, 3).t()   # 形状为 (3, 2)，不连续

print(t.reshape(2, 3))       # 保持 t 的逻辑顺序
print(t.resize_(2, 3))       # 按内存顺序从头读取存储
