import torch

x = torch.arange(24.0).reshape(4, 6)

# preserve_format keeps the strides of a densely packed tensor in another order...
t = x.t()
print("transposed:", t.is_contiguous(), "-> clone", t.clone().is_contiguous(), t.clone().stride())

# ...but a slice with gaps is copied into a plain row-major tensor
s = x[:, ::2]
print("sliced:    ", s.is_contiguous(), "-> clone", s.clone().is_contiguous(), s.clone().stride())

# contiguous_format always gives row-major strides
print("transposed, contiguous_format:", t.clone(memory_format=torch.contiguous_format).stride())
