import torch

x = torch.arange(10)
part = torch.narrow_copy(x, 0, 2, 3)       # elements 2, 3, 4
print(part)
# unlike narrow, it does not share memory
part[0] = 100
print(x[2], x.narrow(0, 2, 3).data_ptr() == x.data_ptr() + 2 * x.element_size())
# start may be negative
print(x.narrow_copy(0, -3, 2))
