import torch
from torch.autograd import Variable

model = torch.nn.Linear(4, 2)
x = Variable(torch.ones(1, 4), volatile=True)  # old-style inference mode
out = model(x)
print(out.requires_grad, out.grad_fn is not None)  # the graph is still recorded

with torch.no_grad():  # what volatile=True used to mean
    out = model(torch.ones(1, 4))
print(out.requires_grad)
