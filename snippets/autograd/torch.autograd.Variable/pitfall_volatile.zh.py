import torch
from torch.autograd import Variable

model = torch.nn.Linear(4, 2)
x = Variable(torch.ones(1, 4), volatile=True)  # 旧式的推理写法
out = model(x)
print(out.requires_grad, out.grad_fn is not None)  # 计算图照样被记录

with torch.no_grad():  # 这才是 volatile=True 过去的含义
    out = model(torch.ones(1, 4))
print(out.requires_grad)
