import torch
from torch.autograd import Variable

weight = torch.zeros(3)
w = Variable(weight, requires_grad=True)  # 新的叶子张量，而不是 weight 本身
(w * 2).sum().backward()

print(w.grad)
print(weight.grad, weight.requires_grad)  # 优化 weight 的优化器什么也拿不到
