import torch

x = torch.arange(24.0).reshape(4, 6)

# preserve_format 会保留按其他顺序紧密排布的张量的步长……
t = x.t()
print("transposed:", t.is_contiguous(), "-> clone", t.clone().is_contiguous(), t.clone().stride())

# ……但带空隙的切片会被复制成普通的行优先张量
s = x[:, ::2]
print("sliced:    ", s.is_contiguous(), "-> clone", s.clone().is_contiguous(), s.clone().stride())

# contiguous_format 总是给出行优先的步长
print("transposed, contiguous_format:", t.clone(memory_format=torch.contiguous_format).stride())
