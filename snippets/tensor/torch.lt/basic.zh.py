import torch

x = torch.tensor([0.2, -1.0, 0.7, 1.5])

print(torch.lt(x, 0.5))                    # 等价于 x < 0.5
print(x.lt(torch.tensor([0.0, 0.0, 1.0, 1.0])))
print(torch.less(x, 1).sum().item())       # torch.less 是它的另一种写法

in_unit = (0 < x) & (x < 1)                # 区间判断需要两次比较再用 &
print(in_unit)
print(torch.tensor([1, 2, 3]) < 2.5)       # int 与 float 比较：按 float 比较，不会截断
