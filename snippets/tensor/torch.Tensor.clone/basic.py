import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a.clone()          # new memory
b[0] = 100.0
print(a, b)
print(a.data_ptr() == b.data_ptr())

# clone stays in the autograd graph: gradients flow back to the source
w = torch.tensor([1.0, 2.0], requires_grad=True)
c = w.clone()
(c * 3).sum().backward()
print(c.grad_fn is not None, w.grad)

# a snapshot without the graph
snap = w.detach().clone()
print(snap.requires_grad)
