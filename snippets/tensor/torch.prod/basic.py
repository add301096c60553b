import torch

x = torch.tensor([[1, 2],
                  [3, 4]])

print(x.prod())                          # all elements: 24 (int64)
print(torch.prod(x, dim=1))              # per row
print(x.prod(dim=0, keepdim=True))       # per column, kept as (1, 2)
print(torch.tensor([True, False]).prod())   # bool -> int64: 1 only if all are True

a = torch.tensor([2.0, 0.0, 3.0], requires_grad=True)
a.prod().backward()
print(a.grad)                            # correct even with a zero: d/da1 = 2 * 3 = 6
