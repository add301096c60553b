import torch
from torch.autograd import Variable

x = Variable(torch.ones(2))
print(isinstance(x, Variable))  # True：VariableMeta 接受任何 Tensor
print(type(x) is Variable)  # False：这个对象就是普通的 Tensor
print(issubclass(torch.Tensor, Variable))  # False：只改写了 isinstance
