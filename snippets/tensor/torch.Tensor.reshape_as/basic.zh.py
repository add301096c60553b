import torch

x = torch.arange(6.0)
target = torch.empty(3, 2)

print(x.reshape_as(target))

# 输入连续：得到共享内存的视图
y = x.reshape_as(target)
print(y.data_ptr() == x.data_ptr())

# 输入经过转置：view_as 会失败，reshape_as 则改为复制
t = torch.arange(6.0).reshape(2, 3).t()
z = t.reshape_as(torch.empty(6))
print(z)
print(z.data_ptr() == t.data_ptr())
