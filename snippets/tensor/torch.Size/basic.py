import torch

x = torch.zeros(2, 3, 4)
s = x.shape                   # the same object x.size() returns
print(s, type(s).__mro__[1])  # a subclass of tuple
print(len(s), s[-1], s.numel())
print(s[1:])                  # slicing keeps the type
print(s + (5,))               # tuple concatenation gives a torch.Size too
print(torch.Size([2, 3]) == (2, 3))

batch, *rest = s              # unpacks like any tuple
print(batch, rest)
print(torch.ones(s[1:]).shape)  # a torch.Size can be passed wherever a shape is expected
