import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3                                # intermediate result
h.retain_grad()                          # ask backward to keep its gradient
loss = (h ** 2).sum()
loss.backward()
print(h.grad)                            # d(loss)/dh = 2h
print(x.grad)                            # the leaf's gradient as usual
print(h.retains_grad, x.retains_grad)    # the flag is only set on non-leaf tensors
