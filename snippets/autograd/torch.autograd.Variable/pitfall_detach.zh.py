import torch
from torch.autograd import Variable

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 3

# 旧代码“为保险起见”把中间结果再包一层
h = Variable(h)
print(h.grad_fn, h.requires_grad)  # 通往 w 的计算图被切断了
loss = (h ** 2).sum()
loss.backward()
