import torch

xs = [torch.tensor([0.0, 1.0]), torch.tensor([[2.0]]), torch.tensor([1.0], dtype=torch.float64)]

ys = torch._foreach_exp(xs)          # 一次调用处理整个列表
print(type(ys).__name__, ys)         # 返回新张量组成的元组，各自保留形状和数据类型

out = torch._foreach_sqrt_(xs)       # 原地版本：逐个改写张量
print(out is xs, xs[1])              # 返回的正是传入的那个列表对象

torch._foreach_zero_(xs)
print(xs)

# 优化器的用法：foreach=True 把所有参数的更新合成几次列表调用
w = torch.nn.Parameter(torch.ones(2))
b = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.SGD([w, b], lr=0.1, foreach=True)
(w.sum() + 2 * b.sum()).backward()
opt.step()
print(w.data, b.data)
