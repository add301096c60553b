import torch
from torch.autograd import Variable

t = torch.tensor([1.0, 2.0])

# 旧代码仍能运行，但 Variable(...) 返回的只是普通的 Tensor
v = Variable(t, requires_grad=True)
print(type(v).__name__, v.requires_grad)
print(v is t, v.data_ptr() == t.data_ptr())  # 新的张量对象，共享同一块内存

# volatile=True 已被移除：只会发出警告
old = Variable(t, volatile=True)
print(old.requires_grad)

# 现在的写法
w = t.clone().requires_grad_()
print(type(w).__name__, w.requires_grad)
