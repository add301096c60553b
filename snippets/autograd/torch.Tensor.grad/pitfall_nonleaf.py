import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 2                                # intermediate result, not a leaf
(h ** 2).sum().backward()
print(x.grad)                            # the leaf has its gradient
print(h.grad)                            # None, with a UserWarning
