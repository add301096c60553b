import torch

xs = [torch.tensor([0.0, 1.0]), torch.tensor([[2.0]]), torch.tensor([1.0], dtype=torch.float64)]

ys = torch._foreach_exp(xs)          # one call over the whole list
print(type(ys).__name__, ys)         # a tuple of new tensors, each keeps its shape and dtype

out = torch._foreach_sqrt_(xs)       # in place: overwrites each tensor
print(out is xs, xs[1])              # returns the very same list object

torch._foreach_zero_(xs)
print(xs)

# what optimizers do with it: foreach=True batches the update over all parameters
w = torch.nn.Parameter(torch.ones(2))
b = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.SGD([w, b], lr=0.1, foreach=True)
(w.sum() + 2 * b.sum()).backward()
opt.step()
print(w.data, b.data)
