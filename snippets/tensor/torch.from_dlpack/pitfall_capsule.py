import torch

x = torch.arange(3)
capsule = x.__dlpack__()  # old style: pass a capsule
y = torch.from_dlpack(capsule)
print(y)
torch.from_dlpack(capsule)  # a capsule can be consumed only once
