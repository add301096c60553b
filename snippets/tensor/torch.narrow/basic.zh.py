import torch

x = torch.arange(12).reshape(3, 4)

print(x.narrow(1, 1, 2))             # 第 1、2 列：等价于 x[:, 1:3]
print(torch.narrow(x, 0, -2, 2))     # start 为负数时从末尾算起：最后两行
print(x.narrow(1, torch.tensor(1), 2).shape)   # start 可以是 0 维整数张量

# 这是视图：与 x 共享内存
window = x.narrow(1, 0, 2)
window.zero_()
print(x)
print(window.is_contiguous(), x.narrow(0, 0, 2).is_contiguous())
