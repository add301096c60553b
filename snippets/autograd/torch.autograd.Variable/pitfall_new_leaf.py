import torch
from torch.autograd import Variable

weight = torch.zeros(3)
w = Variable(weight, requires_grad=True)  # a new leaf, not weight itself
(w * 2).sum().backward()

print(w.grad)
print(weight.grad, weight.requires_grad)  # an optimizer over weight sees nothing
