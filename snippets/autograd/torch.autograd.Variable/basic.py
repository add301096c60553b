import torch
from torch.autograd import Variable

t = torch.tensor([1.0, 2.0])

# Legacy code still runs, but Variable(...) just gives back a plain Tensor
v = Variable(t, requires_grad=True)
print(type(v).__name__, v.requires_grad)
print(v is t, v.data_ptr() == t.data_ptr())  # a new tensor object, same memory

# volatile=True was removed: it only warns
old = Variable(t, volatile=True)
print(old.requires_grad)

# Today's spelling
w = t.clone().requires_grad_()
print(type(w).__name__, w.requires_grad)
