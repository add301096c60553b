import torch

x = torch.arange(12).reshape(3, 4)

print(x.narrow(1, 1, 2))             # columns 1 and 2: same as x[:, 1:3]
print(torch.narrow(x, 0, -2, 2))     # a negative start counts from the end: the last two rows
print(x.narrow(1, torch.tensor(1), 2).shape)   # start may be a 0-d integer tensor

# a view: it shares memory with x
window = x.narrow(1, 0, 2)
window.zero_()
print(x)
print(window.is_contiguous(), x.narrow(0, 0, 2).is_contiguous())
