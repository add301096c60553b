import torch
from torch.func import grad

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 函数只针对单个样本编写；批次维度由 vmap 加上
def score(x, w):
    return torch.dot(x, w)

xs = torch.arange(12.0, device=device).reshape(4, 3)  # 4 个样本组成的批次
w = torch.tensor([1.0, 0.0, -1.0], device=device)     # 所有样本共享
print(torch.vmap(score, in_dims=(0, None))(xs, w))

# out_dims=1 把批次维度放在结果的第二维
print(torch.vmap(lambda x: x * 2, out_dims=1)(xs).shape)

# 逐样本梯度：在 torch.func.grad 外面套一层 vmap
def loss(w, x, y):
    return (torch.dot(x, w) - y) ** 2

ys = torch.zeros(4, device=device)
per_sample = torch.vmap(grad(loss), in_dims=(None, 0, 0))(w, xs, ys)
print(per_sample.shape)

# chunk_size 用速度换内存；结果不变
same = torch.vmap(score, in_dims=(0, None), chunk_size=2)(xs, w)
print(torch.equal(same, torch.vmap(score, in_dims=(0, None))(xs, w)))
