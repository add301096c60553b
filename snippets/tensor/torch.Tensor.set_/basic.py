import torch

a = torch.arange(6.0)
b = torch.empty(0)
b.set_(a)                                   # b now uses a's storage, size and stride
b[0] = 100.0
print(a)                                    # the write through b shows up in a
print(b.is_set_to(a), a.is_set_to(b))

c = torch.empty(0).set_(a.untyped_storage(), 2, (2, 2))   # a 2x2 window starting at element 2
print(c)
e = torch.empty(0).set_(a.untyped_storage(), 0, (3,), (2,))   # every other element
print(e)

a.set_()                                    # no argument: an empty tensor on a new, empty storage
print(a.shape, b.shape)                     # b keeps the old storage alive
