import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)   # a leaf: made by the user
print(w.is_leaf, w.grad)                           # .grad starts as None

loss = (w ** 2).sum()
loss.backward()
print(w.grad)                                      # d(loss)/dw = 2w

h = w * 3                                          # a result of an operation
print(h.is_leaf, torch.ones(2).is_leaf)            # not a leaf; no requires_grad means leaf

w.grad = None                                      # clear it, as optimizer.zero_grad() does
w.grad = torch.full((2,), 0.5)                     # or set it by hand: same shape and dtype
print(w.grad)
