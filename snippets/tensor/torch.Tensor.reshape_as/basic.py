import torch

x = torch.arange(6.0)
target = torch.empty(3, 2)

print(x.reshape_as(target))

# contiguous input: a view that shares memory
y = x.reshape_as(target)
print(y.data_ptr() == x.data_ptr())

# transposed input: view_as would fail, reshape_as copies instead
t = torch.arange(6.0).reshape(2, 3).t()
z = t.reshape_as(torch.empty(6))
print(z)
print(z.data_ptr() == t.data_ptr())
