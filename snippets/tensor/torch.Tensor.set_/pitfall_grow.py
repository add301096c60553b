import torch

a = torch.arange(6.0)                     # 6 float32 elements: 24 bytes
s = a.untyped_storage()
t = torch.empty(0).set_(s, 4, (3,))       # needs elements 4, 5 and 6: one past the end
print(s.nbytes(), a.untyped_storage().nbytes())   # no error: the shared storage was enlarged
print(t[:2])
