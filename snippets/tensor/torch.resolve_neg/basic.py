import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag             # conj is lazy, so its imaginary part is a negated view
print(im, torch.is_neg(im))

r = torch.resolve_neg(im)      # materialise: a new tensor without the bit
print(r, r.is_neg())
print(r.data_ptr() == im.data_ptr())   # a copy, no longer a view of z

x = torch.tensor([1.0, 2.0])
print(torch.resolve_neg(x) is x)       # nothing to resolve: the same object
