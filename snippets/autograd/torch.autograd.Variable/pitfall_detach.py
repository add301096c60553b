import torch
from torch.autograd import Variable

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 3

# Old code re-wrapped intermediate results "to be safe"
h = Variable(h)
print(h.grad_fn, h.requires_grad)  # the graph back to w is cut
loss = (h ** 2).sum()
loss.backward()
