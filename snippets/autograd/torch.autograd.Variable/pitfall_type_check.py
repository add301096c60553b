import torch
from torch.autograd import Variable

x = Variable(torch.ones(2))
print(isinstance(x, Variable))  # True: VariableMeta accepts every Tensor
print(type(x) is Variable)  # False: the object is a plain Tensor
print(issubclass(torch.Tensor, Variable))  # False: only isinstance is patched
