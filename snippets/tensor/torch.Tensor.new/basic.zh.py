import torch

x = torch.zeros(2, dtype=torch.float64)

data = x.new([1, 2, 3])            # 列表表示数据；dtype 和 device 取自 x
print(data, data.dtype)

shaped = x.new(2, 3)               # 整数表示大小：值未初始化
print(shaped.shape, shaped.dtype)
print(x.new(torch.Size([4])).shape)  # torch.Size 也表示大小
print(x.new().shape)               # 不传参数：空张量

# 显式的替代写法
print(x.new_tensor([1, 2, 3]), x.new_zeros(2, 3).shape, x.new_empty(4).shape)
