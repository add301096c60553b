import torch

# 列表或大小：使用当前默认浮点数据类型
print(torch.Tensor([1, 2]).dtype, torch.Tensor(2, 3).dtype)
torch.set_default_dtype(torch.float64)
print(torch.Tensor([1, 2]).dtype, torch.Tensor(2, 3).dtype)
torch.set_default_dtype(torch.float32)

# 张量：原样返回，保持自身 dtype，共享内存，不做转换
ids = torch.tensor([1, 2])
legacy = torch.Tensor(ids)
print(legacy.dtype)                          # 仍是 int64
legacy[0] = 10
print(ids)                                   # 原张量也跟着变了
print(legacy.data_ptr() == ids.data_ptr())
